// The inference snippet generator: `snippets.getInferenceSnippets` of the package (see getInferenceSnippets.ts).
export { getInferenceSnippets, type InferenceSnippetOptions } from "./getInferenceSnippets.js";
