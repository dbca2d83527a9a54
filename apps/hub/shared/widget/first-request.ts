/**
 * What the widget tells the snippets about its input (request-choice.ts), and the request a model's widget
 * starts with: the same functions on the page and on the server, which makes the first "Inference Providers"
 * snippets for exactly that request (server/first-snippets.ts).
 */
import type { HubModel } from "../hub-types.js";
import { ownEntry } from "../lookup.js";
import type { WidgetRequest } from "../request-choice.js";
import { widgetExamples } from "./defaults.js";
import { describeInput, withRecordings, type WidgetExample } from "./recorded.js";
import { snippetRequestInput, TASK_WIDGETS, widgetKeyOf, type TaskWidget } from "./task-table.js";
import type { WidgetInput } from "./types.js";

/** The widget's input as the snippets take it, named in words, or why it cannot be sent as it is. */
export function widgetRequestOf(
  spec: TaskWidget,
  input: WidgetInput,
  examples: readonly WidgetExample[],
  streaming: boolean,
): WidgetRequest {
  try {
    const { input: snippetInput, notInCode } = snippetRequestInput(spec, input, streaming);
    return { status: "ready", input: snippetInput, label: describeInput(input, examples), notInCode };
  } catch (error) {
    return { status: "invalid", message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The examples a model's widget offers, first one preselected (its own, else the task's defaults, with the recorded
 * ones marked), or undefined where the page shows no widget to try. Made on the server and sent with the page data,
 * so the page never loads the task defaults of every widget (`MAPPING_DEFAULT_WIDGET`).
 */
export function widgetExamplesFor(model: HubModel, providers: readonly string[]): WidgetExample[] | undefined {
  const widgetKey = widgetKeyOf(model.pipeline_tag, model.tags);
  const spec = ownEntry(TASK_WIDGETS, widgetKey);
  if (widgetKey === undefined || spec === undefined || providers.length === 0) return undefined;
  return withRecordings(model, spec, widgetExamples(model, widgetKey, spec), providers);
}

/** The request a model's widget starts with (its first example), or "none" where the page shows no widget to try. */
export function firstWidgetRequest(model: HubModel, providers: readonly string[], streaming: boolean): WidgetRequest {
  const spec = ownEntry(TASK_WIDGETS, widgetKeyOf(model.pipeline_tag, model.tags));
  const examples = widgetExamplesFor(model, providers);
  const first = examples?.[0];
  return first === undefined || spec === undefined
    ? { status: "none" }
    : widgetRequestOf(spec, first.input, examples ?? [], streaming);
}
