/** publicai serves chat only: its chat entry (`@hubkit/inference/providers/publicai/chat`) is the whole module. */
export { publicai } from "./index.js";
