/** baseten serves chat only: its chat entry (`@hubkit/inference/providers/baseten/chat`) is the whole module. */
export { baseten } from "./index.js";
