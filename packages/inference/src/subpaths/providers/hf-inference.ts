// `@hubkit/inference/providers/hf-inference`: HF Inference, to register in the `providers` option.
export { hfInference } from "../../providers/hf-inference.js";
