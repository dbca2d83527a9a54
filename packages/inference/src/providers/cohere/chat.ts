/** cohere serves chat only: its chat entry (`@hubkit/inference/providers/cohere/chat`) is the whole module. */
export { cohere } from "./index.js";
