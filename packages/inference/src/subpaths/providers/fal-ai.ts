// `@hubkit/inference/providers/fal-ai`: fal.ai, to register in the `providers` option.
export { falAi } from "../../providers/fal-ai.js";
