// Each line re-exports one area of the package; see docs/ARCHITECTURE.md for who owns what.
export * from "./gguf.js";
// Filling the {{GGUF_FILE}} / {{QUANT_TAG}} placeholders of GGUF snippets with a chosen file.
export {
  fillGGUFPlaceholders,
  GGUF_FILE_PLACEHOLDER,
  OLLAMA_TAG_PLACEHOLDER,
  QUANT_TAG_PLACEHOLDER,
} from "./gguf-placeholders.js";
export type { GGUFSnippetLanguage } from "./gguf-placeholders.js";
export {
  PIPELINE_DATA,
  PIPELINE_TYPES,
  PIPELINE_TYPES_SET,
  SUBTASK_TYPES,
  MODALITIES,
  MODALITY_LABELS,
} from "./pipelines.js";
export type { PipelineType, PipelineData, Modality, SubTask, WidgetType } from "./pipelines.js";
export type { ModelData, TransformersInfo } from "./model-data.js";
export type { AddedToken, SpecialTokensMap, TokenizerConfig } from "./tokenizer-data.js";
export { SPECIAL_TOKENS_ATTRIBUTES } from "./tokenizer-data.js";
export type * from "./widget-example.js";
export {
  getModelInputSnippet,
  inferenceSnippetLanguages,
  stringifyGenerationConfig,
  stringifyMessages,
} from "./snippets/index.js";
export type {
  InferenceSnippet,
  InferenceSnippetLanguage,
  ModelDataMinimal,
  SnippetGenerationConfig,
  StringifyGenerationConfigOptions,
  StringifyMessagesOptions,
} from "./snippets/index.js";
export { TASKS_DATA, TASKS_MODEL_LIBRARIES } from "./tasks/index.js";
export type { ExampleRepo, TaskData, TaskDataCustom, TaskDemo, TaskDemoEntry } from "./tasks/index.js";
export { LIBRARY_TASK_MAPPING } from "./library-to-tasks.js";
export { MAPPING_DEFAULT_WIDGET } from "./default-widget-inputs.js";
export type * from "./inference-types/index.js";
export {
  MODEL_LIBRARIES_UI_ELEMENTS,
  ALL_MODEL_LIBRARY_KEYS,
  ALL_DISPLAY_MODEL_LIBRARY_KEYS,
} from "./model-libraries.js";
export type { LibraryUiElement, ModelLibraryKey, ElasticSearchQuery } from "./model-libraries.js";
export { HF_HUB_INFERENCE_PROXY_TEMPLATE, openAIbaseUrl } from "./inference-providers.js";
export type { SnippetInferenceProvider } from "./inference-providers.js";
export { LOCAL_APPS } from "./local-apps.js";
export type { LocalApp, LocalAppKey, LocalAppSnippet } from "./local-apps.js";
export { DATASET_LIBRARIES_UI_ELEMENTS } from "./dataset-libraries.js";
export type { DatasetLibraryUiElement, DatasetLibraryKey } from "./dataset-libraries.js";
export { KERNEL_LIBRARIES_UI_ELEMENTS } from "./kernel-libraries.js";
export type { KernelLibraryKey, KernelLibraryUiElement } from "./kernel-libraries.js";
export { EVALUATION_FRAMEWORKS } from "./evaluation-frameworks.js";
export { AGENT_HARNESSES, STANDARD_AGENT_ENV_VARS } from "./agent-harnesses.js";
export type { AgentHarness, AgentHarnessKey } from "./agent-harnesses.js";
// The hardware tables: one data module per table (src/hardware/), so importing one does not bring the others.
export { SKUS } from "./hardware/skus.js";
export type { SkuType } from "./hardware/skus.js";
export { DEFAULT_MEMORY_OPTIONS } from "./hardware/memory-options.js";
export type { AmdGpuHardwareSpec, HardwareSpec, NvidiaHardwareSpec } from "./hardware/types.js";
// Per-language string-literal escaping for generated code (shared with the inference snippet generator).
export {
  csharpString,
  isJsIdentifier,
  isPythonIdentifier,
  jsLiteral,
  jsString,
  pythonLiteral,
  pythonString,
  shellDoubleQuotedSafe,
  shellSingleQuoted,
} from "./snippets/quote.js";
export type { LiteralFormat, LiteralValue, ShellQuoteOptions } from "./snippets/quote.js";
