/**
 * Task functions from the task table's lines (tasks/table.ts): `defineTask` gives a call that answers once,
 * `defineStreamTask` a stream of events. Both take the task's arguments (with `provider` as a ProviderChoice)
 * and the common options, and run through lib/request.ts.
 */
import type { Schema } from "../utils/schema.js";
import {
  innerStreamingRequest,
  runTask,
  type AutoRoute,
  type PrepareInput,
  type PreparedArgs,
} from "../lib/request.js";
import type { Options, RequestHelper, TaskBaseArgs, TaskProviderHelper } from "../spec/index.js";
import { binaryInput, type BinaryInput } from "../utils/binary.js";
import { omit } from "../utils/omit.js";
import type { BinaryPayload, HelperTask, InputOf, OutputOf } from "../spec/tasks.js";

export type { BinaryPayload };

/** A task function's arguments: the task's input, the model, the token, and the provider choice. */
export type TaskArgs<N extends HelperTask> = TaskBaseArgs & InputOf<N>;

/**
 * Binary tasks send the file itself as the body: `inputs` becomes the request's `data`. Anything but a file
 * is refused, naming the task function (`name`) and the argument.
 */
export function binaryPayload(
  args: TaskBaseArgs & ({ inputs: BinaryInput } | BinaryPayload),
  _helper: RequestHelper,
  name: string,
): PreparedArgs {
  if ("data" in args && args.data !== undefined) return { ...args, data: binaryInput(args.data, `${name}: data`) };
  if ("inputs" in args) return { ...omit(args, "inputs"), data: binaryInput(args.inputs, `${name}: inputs`) };
  return { ...args, data: binaryInput(args.data, `${name}: data`) };
}

export interface TaskSpec<N extends HelperTask> {
  /**
   * The request's arguments from the caller's (binary body, base64 images, ...), per provider helper;
   * `name` is the task function's, for messages about the arguments.
   */
  prepare?: (args: TaskArgs<N>, helper: RequestHelper, name: string) => PreparedArgs | Promise<PreparedArgs>;
  /** A chat completion: some error statuses then say the server may not support chat. */
  chat?: boolean;
}

/** A task function's spec with what "auto" (and no provider) means for it. */
export interface RoutedTaskSpec<N extends HelperTask> extends TaskSpec<N> {
  /**
   * The router's own route for this task (chat: provider-kit/routerChat.ts), or the pick from the model's mapping
   * (lib/providerPolicy.ts's pickFromMapping): handed in, so a function bundles only the one it uses.
   */
  auto: AutoRoute<TaskProviderHelper<N>>;
}

/** The task function of task N: arguments and options in, the task's output out. */
export type TaskFunction<N extends HelperTask> = (args: TaskArgs<N>, options?: Options) => Promise<OutputOf<N>>;

/** Names a function (stack traces, logs), as a function declaration would be named. */
function named<F extends object>(name: string, fn: F): F {
  return Object.defineProperty(fn, "name", { value: name });
}

/** The task function `name` (its export name) of task `task`. */
/* @__NO_SIDE_EFFECTS__ */
export function defineTask<N extends HelperTask>(name: string, task: N, spec: RoutedTaskSpec<N>): TaskFunction<N> {
  const taskPrepare = spec.prepare;
  const prepare: PrepareInput<TaskArgs<N>> | undefined =
    taskPrepare && ((args, helper) => taskPrepare(args, helper, name));
  const chat = spec.chat === true;
  const run: TaskFunction<N> = (args, options) =>
    runTask(task, args, chat ? { ...options, chatCompletion: true } : options, prepare, spec.auto);
  return named(name, run);
}

export interface StreamTaskSpec<T> {
  /** The shape of one event (checked on each). */
  event: Schema<T>;
  chat?: boolean;
  /** As RoutedTaskSpec.auto. */
  auto: AutoRoute<RequestHelper>;
}

/** A streaming task function: arguments and options in, an async iterator of events out. */
export type StreamTaskFunction<N extends HelperTask, T> = (args: TaskArgs<N>, options?: Options) => AsyncGenerator<T>;

/** The streaming task function `name` (its export name) of task `task`. */
/* @__NO_SIDE_EFFECTS__ */
export function defineStreamTask<N extends HelperTask, T>(
  name: string,
  task: N,
  spec: StreamTaskSpec<T>,
): StreamTaskFunction<N, T> {
  const chat = spec.chat === true;
  const run: StreamTaskFunction<N, T> = (args, options) =>
    innerStreamingRequest(
      { task, auto: spec.auto },
      args,
      spec.event,
      chat ? { ...options, chatCompletion: true } : options,
    );
  return named(name, run);
}
