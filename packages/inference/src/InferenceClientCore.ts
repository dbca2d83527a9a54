import * as tasks from "./tasks/index.js";
import type { Options } from "./spec/index.js";
import type { DistributiveOmit, LooseDistributiveOmit } from "./utils/distributiveOmit.js";

type Task = typeof tasks;

/** A task function's arguments without the bound ones (the raw calls keep 3.8.1's looser typing). */
type MethodArgs<K extends keyof Task, Bound extends string> = K extends "request" | "streamingRequest"
  ? LooseDistributiveOmit<Parameters<Task[K]>[0], Bound>
  : DistributiveOmit<Parameters<Task[K]>[0], Bound>;

/** One method per task function: the same call with the token (and the endpoint) filled in. */
type TaskMethods<Bound extends string> = {
  [K in keyof Task]: (args: MethodArgs<K, Bound>, options?: Parameters<Task[K]>[1]) => ReturnType<Task[K]>;
};

type TaskWithNoAccessToken = TaskMethods<"accessToken">;

type TaskWithNoAccessTokenNoEndpointUrl = TaskMethods<"accessToken" | "endpointUrl">;

type AnyTask = (args: Record<string, unknown>, options?: Options) => unknown;

/** The client's default options, and 4.x's `endpointUrl` for a client bound to one endpoint. */
export type ClientOptions = Options & { endpointUrl?: string };

/** Defines one non-enumerable method per task function, each filling in the bound arguments and options. */
function bindTasks(target: object, bound: Record<string, unknown>, defaultOptions: Options): void {
  for (const [name, fn] of Object.entries(tasks)) {
    Object.defineProperty(target, name, {
      enumerable: false,
      configurable: true,
      writable: true,
      value: (params: Record<string, unknown>, options?: Options) =>
        (fn as unknown as AnyTask)({ ...params, ...bound }, { ...defaultOptions, ...options }),
    });
  }
}

/**
 * A client holding an access token and default options; it has one method per task function
 * (`client.textClassification(args, options)`), with the token filled in. This is the core entry's
 * class: its calls use the providers of the `providers` option (given here as a default, or per call);
 * the main entry's InferenceClient (InferenceClient.ts) has every provider by default.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface below
export class InferenceClient {
  protected readonly accessToken: string;
  protected readonly defaultOptions: Options;

  /**
   * `defaultOptions.endpointUrl` (4.x) sends every call to that dedicated endpoint, as `endpoint()` does; the
   * other options are the calls' defaults.
   */
  constructor(accessToken = "", defaultOptions: ClientOptions = {}) {
    const { endpointUrl, ...options } = defaultOptions;
    this.accessToken = accessToken;
    this.defaultOptions = options;
    bindTasks(this, endpointUrl === undefined ? { accessToken } : { accessToken, endpointUrl }, options);
  }

  /** A copy of this client whose calls all go to the given dedicated endpoint. */
  endpoint(endpointUrl: string): InferenceClientEndpoint {
    return new InferenceClientEndpoint(endpointUrl, this.accessToken, this.defaultOptions);
  }
}

/** An InferenceClient bound to one endpoint URL (see InferenceClient.endpoint). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface below
export class InferenceClientEndpoint {
  constructor(endpointUrl: string, accessToken = "", defaultOptions: Options = {}) {
    bindTasks(this, { accessToken, endpointUrl }, defaultOptions);
  }
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging -- the task methods are defined in the constructor; this declares them on the class type
export interface InferenceClient extends TaskWithNoAccessToken {}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging -- as above
export interface InferenceClientEndpoint extends TaskWithNoAccessTokenNoEndpointUrl {}
