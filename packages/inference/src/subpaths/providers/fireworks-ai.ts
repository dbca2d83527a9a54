// `@hubkit/inference/providers/fireworks-ai`: Fireworks AI, to register in the `providers` option.
export { fireworksAi } from "../../providers/fireworks-ai.js";
