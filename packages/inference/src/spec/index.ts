/**
 * The vocabulary of the package, types only (besides the providers' names): what a call takes and returns,
 * what the request machinery and the provider helpers exchange. Everything else imports it; it imports
 * nothing of the package but utils/ (see docs/ARCHITECTURE.md, "Layers").
 */
export * from "./providers.js";
export type * from "./args.js";
export type * from "./options.js";
export type * from "./http.js";
export type * from "./helper.js";
export type * from "./tasks.js";
