// `@hubkit/inference/providers/cohere`: Cohere, to register in the `providers` option.
export { cohere } from "../../providers/cohere.js";
