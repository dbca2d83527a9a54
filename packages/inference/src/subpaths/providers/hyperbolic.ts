// `@hubkit/inference/providers/hyperbolic`: Hyperbolic, to register in the `providers` option.
export { hyperbolic } from "../../providers/hyperbolic.js";
