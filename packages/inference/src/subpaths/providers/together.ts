// `@hubkit/inference/providers/together`: Together AI, to register in the `providers` option.
export { together } from "../../providers/together.js";
