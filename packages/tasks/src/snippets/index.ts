export * from "./common.js";
export * from "./inputs.js";
export * from "./types.js";
export * from "./quote.js";
