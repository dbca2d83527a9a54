import type { ModelData } from "../model-data.js";
import { instancePrompt, pipelineTag, stringOrUndefined, widgetText } from "./model-fields.js";
import { sampleText } from "./task-sample.js";

/** The task's own sample, when the task takes text (`text-*` tasks); other samples are files or objects. */
function textTaskSample(model: ModelData): string | undefined {
  const task = pipelineTag(model);
  if (task === undefined || !task.startsWith("text")) {
    return undefined;
  }
  return stringOrUndefined(sampleText(model, ""));
}

/**
 * The prompt a generation snippet shows: the model's trigger words (`instance_prompt`) when it was trained
 * on some, then its own widget text, then the task's sample input, then `fallback`.
 */
export function generationPrompt(model: ModelData, fallback: string): string {
  return instancePrompt(model) ?? widgetText(model) ?? textTaskSample(model) ?? fallback;
}

/** A text input for a model: its widget text when it has one, else the task's text sample, else `fallback`. */
export function textInput(model: ModelData, fallback: string): string {
  return widgetText(model) ?? textTaskSample(model) ?? fallback;
}
