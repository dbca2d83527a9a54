// `@hubkit/inference/providers/nebius`: Nebius, to register in the `providers` option.
export { nebius } from "../../providers/nebius.js";
