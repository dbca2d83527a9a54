/** sambanova serves chat only: its chat entry (`@hubkit/inference/providers/sambanova/chat`) is the whole module. */
export { sambanova } from "./index.js";
