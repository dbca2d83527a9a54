// `@hubkit/inference/providers/sambanova`: SambaNova, to register in the `providers` option.
export { sambanova } from "../../providers/sambanova.js";
