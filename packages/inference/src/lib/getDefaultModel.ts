/**
 * The model used when a task is called without one: the first recommended model of the task in
 * `GET {hub}/api/tasks`, fetched once per process.
 */
import type { InferenceTask } from "../types.js";
import { InferenceHubError } from "./errors.js";
import { hubGet, type HubRequestOptions } from "./hub.js";
import { isObject, isString } from "./validate.js";

let tasksPromise: Promise<Record<string, unknown>> | undefined;

/** Forgets the cached /api/tasks answer (tests). */
export function clearDefaultModelCache(): void {
  tasksPromise = undefined;
}

async function loadTasks(options: HubRequestOptions): Promise<Record<string, unknown>> {
  const response = await hubGet("tasks", options);
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  if (!isObject(body)) {
    await response.body?.cancel().catch(() => undefined);
    throw new InferenceHubError("Failed to load tasks definitions from Hugging Face Hub.", response.status);
  }
  return body;
}

export async function getDefaultModel(task: InferenceTask, options: HubRequestOptions = {}): Promise<string> {
  if (!tasksPromise) {
    const pending = loadTasks(options);
    tasksPromise = pending;
    // A failed load is not kept: the next call asks again.
    pending.catch(() => {
      if (tasksPromise === pending) tasksPromise = undefined;
    });
  }
  const tasks = await tasksPromise;
  const entry = tasks[task];
  const first = isObject(entry) && Array.isArray(entry.models) ? entry.models[0] : undefined;
  if (!isObject(first) || !isString(first.id)) {
    throw new InferenceHubError(`No default model defined for task ${task}, please define the model explicitly.`);
  }
  return first.id;
}
