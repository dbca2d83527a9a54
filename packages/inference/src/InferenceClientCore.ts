import * as tasks from "./tasks/index.js";
import type { Options } from "./types.js";
import type { DistributiveOmit } from "./utils/distributiveOmit.js";

type Task = typeof tasks;

type TaskWithNoAccessToken = {
  [key in keyof Task]: (
    args: DistributiveOmit<Parameters<Task[key]>[0], "accessToken">,
    options?: Parameters<Task[key]>[1],
  ) => ReturnType<Task[key]>;
};

type TaskWithNoAccessTokenNoEndpointUrl = {
  [key in keyof Task]: (
    args: DistributiveOmit<Parameters<Task[key]>[0], "accessToken" | "endpointUrl">,
    options?: Parameters<Task[key]>[1],
  ) => ReturnType<Task[key]>;
};

type AnyTask = (args: Record<string, unknown>, options?: Options) => unknown;

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

  constructor(accessToken = "", defaultOptions: Options = {}) {
    this.accessToken = accessToken;
    this.defaultOptions = defaultOptions;
    bindTasks(this, { accessToken }, defaultOptions);
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
