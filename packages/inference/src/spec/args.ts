/** What a call names: the model, the task, the arguments every task takes. */
import type { ChatCompletionInput, PipelineType, WidgetType } from "@hubkit/tasks";
import type { BinaryInput } from "../utils/binary.js";
import type { InferenceProviderOrPolicy, ProviderChoice } from "./providers.js";

/** Hub model id, like "meta-llama/Llama-3.3-70B-Instruct". */
export type ModelId = string;

/**
 * Tasks the hub's router serves that are newer than the pipeline tags of @hubkit/tasks (which mirror
 * @huggingface/tasks 0.18): image editing and video from a prompt and an optional image.
 */
export type NewerTask = "image-text-to-image" | "image-text-to-video";

/** Every pipeline type the client can route, plus chat ("conversational") and the newer tasks. */
export type InferenceTask = Exclude<PipelineType, "other"> | "conversational" | NewerTask;

/** A task name as the hub's provider mappings give it. */
export type HubTask = WidgetType | NewerTask;

export interface BaseArgs {
  /**
   * A hub token (`hf_...`, routed through the hub's router) or a provider's own key (sent straight to the
   * provider). Without any token calls are anonymous and rate-limited.
   */
  accessToken?: string;
  /**
   * Hub model id. When absent, the first recommended model of the task is used (read from the hub's
   * /api/tasks). URLs are rejected: use `endpointUrl` for a dedicated endpoint.
   */
  model?: ModelId;
  /**
   * URL of a dedicated endpoint, absolute (`https://...`) or on the current origin (`/proxy/model`); replaces
   * the routed URL (hf-inference only).
   */
  endpointUrl?: string;
  /**
   * Inference provider that runs the model. Task functions also take "auto" and lists (see ProviderChoice);
   * absent means "auto" there, as in 4.x. `request()` and `streamingRequest()` take a name, default hf-inference.
   */
  provider?: InferenceProviderOrPolicy;
}

/** BaseArgs as the task functions take them: `provider` is a ProviderChoice. */
export type TaskBaseArgs = Omit<BaseArgs, "provider"> & {
  /** Which provider runs the call (see ProviderChoice). Defaults to "auto", as in 4.x. */
  provider?: ProviderChoice;
};

export type RequestArgs = BaseArgs &
  (
    | { data: BinaryInput }
    | { inputs: unknown }
    | { prompt: string }
    | { text: string }
    | { audio_url: string }
    | ChatCompletionInput
  ) & {
    parameters?: Record<string, unknown>;
  };
