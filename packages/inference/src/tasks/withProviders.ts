import type { InferenceProviderModule, Options } from "../spec/index.js";

type AnyTask = (args: unknown, options?: Options) => unknown;

/**
 * `task` with `providers` as the default of its `providers` option (the main entry's task functions). The
 * cast keeps each function's own signature (overloads and generics included): the wrapper only fills in
 * one option.
 */
export function withProviders<F extends (args: never, options?: never) => unknown>(
  task: F,
  providers: readonly InferenceProviderModule[],
): F {
  const run = task as unknown as AnyTask;
  const bound: AnyTask = (args, options) =>
    run(args, options?.providers !== undefined ? options : { ...options, providers });
  // Keeps the function's name (stack traces, logs), as the function itself would have.
  Object.defineProperty(bound, "name", { value: task.name });
  return bound as unknown as F;
}
