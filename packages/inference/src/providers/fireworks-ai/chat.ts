/** fireworks-ai serves chat only: its chat entry (`@hubkit/inference/providers/fireworks-ai/chat`) is the whole module. */
export { fireworksAi } from "./index.js";
