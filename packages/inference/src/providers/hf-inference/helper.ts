/**
 * What every hf-inference task shares: the base URL (the router's /hf-inference prefix whatever the token), the
 * routes, the endpointUrl override and the helper factory. The chat entry and the whole module build on it.
 */
import type { WidgetType } from "@hubkit/tasks";
import { HF_ROUTER_URL } from "../../config.js";
import { defineHelper, joinUrl, type AsIsSpec, type HelperSpec } from "../../provider-kit/providerHelper.js";
import type { HelperTask } from "../../spec/tasks.js";
import type { InferenceTask, TaskProviderHelper, UrlParams } from "../../spec/index.js";

export const HF_INFERENCE_BASE_URL = `${HF_ROUTER_URL}/hf-inference`;

/**
 * Tasks served by the same sentence-transformers pipeline (pipeline/{task}/{model}): a model the hub maps
 * to one of them runs as the other too.
 */
export const SENTENCE_TRANSFORMERS_TASKS: readonly WidgetType[] = ["feature-extraction", "sentence-similarity"];

export function isSentenceTransformersTask(task: InferenceTask | undefined): boolean {
  return task !== undefined && SENTENCE_TRANSFORMERS_TASKS.some((candidate) => candidate === task);
}

function route({ model, task }: UrlParams): string {
  if (isSentenceTransformersTask(task)) return `pipeline/${task}/${model}`;
  if (task === "conversational") return `models/${model}/v1/chat/completions`;
  return `models/${model}`;
}

/**
 * Chat URLs end in /v1/chat/completions, whatever prefix of it the endpoint URL already has. The route goes
 * into an endpoint URL's path: its query (`?api_key=...`) and fragment stay after it. A routed URL is taken
 * whole (a snippet's model id may hold any character, `?` and `#` included: they are part of the path there).
 */
function chatUrl(url: string, isEndpoint: boolean): string {
  const trimmed = url.trim();
  const cut = isEndpoint ? trimmed.search(/[?#]/) : -1;
  const path = (cut === -1 ? trimmed : trimmed.slice(0, cut)).replace(/\/+$/, "");
  const rest = cut === -1 ? "" : trimmed.slice(cut);
  if (path.endsWith("/v1")) return `${path}/chat/completions${rest}`;
  if (path.endsWith("/chat/completions")) return `${path}${rest}`;
  return `${path}/v1/chat/completions${rest}`;
}

export function makeUrl(task: InferenceTask | undefined) {
  return (params: UrlParams): string => {
    // The call's endpointUrl (validated by the request builder) replaces the routed URL.
    const url = params.endpointUrl ?? joinUrl(HF_INFERENCE_BASE_URL, route(params));
    return task === "conversational" ? chatUrl(url, params.endpointUrl !== undefined) : url;
  };
}

/** What an hf-inference task writes: its answer, the message when it does not match, its reading (if any). */
export type HfSpec<N extends HelperTask, Answer> =
  | Pick<HelperSpec<N, Answer>, "answer" | "expected" | "getResponse">
  | Pick<AsIsSpec<N>, "answer" | "expected" | "getResponse">;

export function hfHelper<N extends HelperTask, Answer>(task: N, spec: HfSpec<N, Answer>): TaskProviderHelper<N> {
  return defineHelper<N, Answer>({
    provider: "hf-inference",
    task,
    baseUrl: HF_INFERENCE_BASE_URL,
    equivalentTasks: isSentenceTransformersTask(task) ? SENTENCE_TRANSFORMERS_TASKS : undefined,
    makeRoute: route,
    makeUrl: makeUrl(task),
    preparePayload: ({ args, model }) => (task === "conversational" ? { ...args, model } : args),
    ...spec,
  });
}
