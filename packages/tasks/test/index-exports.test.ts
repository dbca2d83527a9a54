import { describe, expect, it } from "vitest";
import * as tasks from "../src/index.js";
import type {
  ExampleRepo,
  InferenceSnippet,
  InferenceSnippetLanguage,
  ModelData,
  ModelDataMinimal,
  PipelineType,
  TaskData,
  TaskDataCustom,
  TaskDemo,
  TaskDemoEntry,
  WidgetExample,
  WidgetType,
} from "../src/index.js";

// The data-layer names a consumer of the counterpart package imports from its root.
const DATA_LAYER_VALUES = [
  "PIPELINE_DATA",
  "PIPELINE_TYPES",
  "PIPELINE_TYPES_SET",
  "SUBTASK_TYPES",
  "MODALITIES",
  "MODALITY_LABELS",
  "TASKS_DATA",
  "TASKS_MODEL_LIBRARIES",
  "LIBRARY_TASK_MAPPING",
  "MAPPING_DEFAULT_WIDGET",
  "SPECIAL_TOKENS_ATTRIBUTES",
  "GGMLQuantizationType",
  "GGUF_QUANT_RE",
  "GGUF_QUANT_RE_GLOBAL",
  "parseGGUFQuantLabel",
  "getModelInputSnippet",
  "inferenceSnippetLanguages",
  "stringifyMessages",
  "stringifyGenerationConfig",
  "MODEL_LIBRARIES_UI_ELEMENTS",
  "ALL_MODEL_LIBRARY_KEYS",
  "ALL_DISPLAY_MODEL_LIBRARY_KEYS",
  "DATASET_LIBRARIES_UI_ELEMENTS",
  "KERNEL_LIBRARIES_UI_ELEMENTS",
  "EVALUATION_FRAMEWORKS",
  "AGENT_HARNESSES",
  "STANDARD_AGENT_ENV_VARS",
  "SKUS",
  "DEFAULT_MEMORY_OPTIONS",
];

describe("package root", () => {
  it.each(DATA_LAYER_VALUES)("exports %s", (name) => {
    expect(tasks).toHaveProperty(name);
    expect((tasks as Record<string, unknown>)[name]).toBeDefined();
  });

  it("exports the shared types, usable together", () => {
    const model: ModelDataMinimal = { id: "org/model", tags: [], inference: "", pipeline_tag: "fill-mask" };
    const full: ModelData = { ...model, widgetData: [{ text: "hi" }] satisfies WidgetExample[] };
    const snippet: InferenceSnippet = {
      language: "sh" satisfies InferenceSnippetLanguage,
      client: "curl",
      content: "",
    };
    const widget: WidgetType = "conversational";
    const type: PipelineType = "fill-mask";
    const page: TaskData | undefined = tasks.TASKS_DATA[type];
    const custom: TaskDataCustom | undefined = page;
    const demo: TaskDemo | undefined = custom?.demo;
    const entry: TaskDemoEntry | undefined = demo?.inputs[0];
    const repo: ExampleRepo | undefined = page?.models[0];
    expect(tasks.getModelInputSnippet(full)).toBe('"The answer to the universe is undefined."');
    expect([snippet.language, widget, entry?.type, typeof repo?.id]).toEqual([
      "sh",
      "conversational",
      "text",
      "string",
    ]);
  });
});
