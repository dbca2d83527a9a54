// `@hubkit/inference/providers/replicate`: Replicate, to register in the `providers` option.
export { replicate } from "../../providers/replicate.js";
