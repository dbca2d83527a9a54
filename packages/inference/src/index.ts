export { InferenceOutputError } from "./lib/InferenceOutputError.js";
