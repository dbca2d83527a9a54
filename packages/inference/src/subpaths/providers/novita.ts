// `@hubkit/inference/providers/novita`: Novita, to register in the `providers` option.
export { novita } from "../../providers/novita.js";
