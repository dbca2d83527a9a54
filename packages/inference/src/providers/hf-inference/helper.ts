/**
 * What every hf-inference task shares: the base URL (the router's /hf-inference prefix whatever the token), the
 * routes, the endpointUrl override and the helper factory of the whole module's tasks. The chat entry (chat.ts) has
 * its own route and URL, so that a chat bundle carries none of the pipelines' routing.
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
  return `models/${model}`;
}

/** The call's endpointUrl (validated by the request builder) replaces the routed URL. */
export function makeUrl(params: UrlParams): string {
  return params.endpointUrl ?? joinUrl(HF_INFERENCE_BASE_URL, route(params));
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
    makeUrl,
    ...spec,
  });
}
