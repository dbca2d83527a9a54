// `@hubkit/inference/providers/black-forest-labs`: Black Forest Labs, to register in the `providers` option.
export { blackForestLabs } from "../../providers/black-forest-labs.js";
