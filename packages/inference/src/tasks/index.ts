/**
 * The core entry's task functions: the task table's (table.ts) and the deprecated raw calls. Each takes its
 * providers from the `providers` option; the main entry's versions default to every provider
 * (tasksWithAllProviders.ts).
 */
export * from "./table.js";
export type { BinaryPayload, TaskArgs, TaskFunction, StreamTaskFunction } from "./define.js";
export * from "./custom/request.js";
export * from "./custom/streamingRequest.js";
