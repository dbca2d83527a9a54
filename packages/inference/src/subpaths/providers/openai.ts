// `@hubkit/inference/providers/openai`: OpenAI, to register in the `providers` option.
export { openai } from "../../providers/openai.js";
