import { TASKS_DATA } from "@hubkit/tasks";
import type { TaskData } from "@hubkit/tasks";

/**
 * The body of `GET /api/tasks`: every task that has a page, keyed by id, with its example models first-listed as
 * the hub lists them (the inference client takes `models[0].id` as a task's default model).
 */
export function hubTasks(): Record<string, TaskData> {
  const tasks: Record<string, TaskData> = {};
  for (const [id, task] of Object.entries(TASKS_DATA)) {
    if (task !== undefined) tasks[id] = task;
  }
  return tasks;
}
