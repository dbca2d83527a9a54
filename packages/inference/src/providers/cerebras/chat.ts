/** cerebras serves chat only: its chat entry (`@hubkit/inference/providers/cerebras/chat`) is the whole module. */
export { cerebras } from "./index.js";
