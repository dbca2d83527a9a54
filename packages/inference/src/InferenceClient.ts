/**
 * The main entry's client classes: the core ones (InferenceClientCore.ts) with every provider available
 * by default. A `providers` option, in the defaults or in a call, still decides.
 */
import {
  InferenceClient as CoreInferenceClient,
  InferenceClientEndpoint as CoreInferenceClientEndpoint,
} from "./InferenceClientCore.js";
import { ALL_PROVIDERS } from "./registry/registry.js";
import type { ClientOptions } from "./InferenceClientCore.js";
import type { Options } from "./spec/index.js";

function withAllProviders<O extends Options>(options: O): O {
  return options.providers !== undefined ? options : { ...options, providers: ALL_PROVIDERS };
}

export class InferenceClient extends CoreInferenceClient {
  constructor(accessToken = "", defaultOptions: ClientOptions = {}) {
    super(accessToken, withAllProviders(defaultOptions));
  }

  /** A copy of this client whose calls all go to the given dedicated endpoint. */
  override endpoint(endpointUrl: string): InferenceClientEndpoint {
    return new InferenceClientEndpoint(endpointUrl, this.accessToken, this.defaultOptions);
  }
}

/** An InferenceClient bound to one endpoint URL (see InferenceClient.endpoint). */
export class InferenceClientEndpoint extends CoreInferenceClientEndpoint {
  constructor(endpointUrl: string, accessToken = "", defaultOptions: Options = {}) {
    super(endpointUrl, accessToken, withAllProviders(defaultOptions));
  }
}

/**
 * @deprecated Renamed InferenceClient; kept so older code keeps working.
 */
export class HfInference extends InferenceClient {}
