/**
 * The model used when a task is called without one: the first recommended model of the task in
 * `GET {hub}/api/tasks`, fetched once per process. The id comes from the hub, so it is checked like a
 * caller's model id before it goes into any URL.
 */
import type { InferenceTask } from "../spec/index.js";
import { InferenceHubError } from "../errors.js";
import { hubGet, type HubRequestOptions } from "./hub.js";
import { isObject } from "../utils/schema.js";
import { assertHubId } from "./ids.js";

let tasksPromise: Promise<Record<string, unknown>> | undefined;

/** Forgets the cached /api/tasks answer (tests). */
export function clearDefaultModelCache(): void {
  tasksPromise = undefined;
}

async function loadTasks(options: HubRequestOptions): Promise<Record<string, unknown>> {
  const answer = await hubGet("tasks", options);
  if (!answer.ok || !isObject(answer.json)) {
    throw new InferenceHubError("Failed to load tasks definitions from Hugging Face Hub.", answer.status);
  }
  return answer.json;
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
  if (!isObject(first) || typeof first.id !== "string") {
    throw new InferenceHubError(`No default model defined for task ${task}, please define the model explicitly.`);
  }
  assertHubId(first.id, `default model of task ${task} in the hub's answer`);
  return first.id;
}
