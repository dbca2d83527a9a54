// `@hubkit/inference/providers/cerebras`: Cerebras, to register in the `providers` option.
export { cerebras } from "../../providers/cerebras.js";
