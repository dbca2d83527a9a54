/** openai serves chat only: its chat entry (`@hubkit/inference/providers/openai/chat`) is the whole module. */
export { openai } from "./index.js";
