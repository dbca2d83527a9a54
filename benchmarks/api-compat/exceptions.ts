/**
 * Every deliberate departure from a full check, with its reason. generate.ts reads this table; a name listed here
 * that the peer no longer exports fails the generator, so the list cannot go stale silently.
 */

export type PackageName = "jinja" | "tasks" | "inference" | "gguf";

/** Peer exports Hubkit does not provide on purpose: the check file names them in a comment, with the reason. */
export const NOT_MIRRORED: Record<PackageName, Record<string, string>> = {
  jinja: {},
  tasks: {},
  inference: {},
  gguf: {
    GGUF_QUANT_DESCRIPTIONS:
      "by design, documented in packages/gguf/README.md (differences from 0.4.6): a sentence of prose per tensor " +
      "type, written by huggingface.js; Hubkit copies no other project's prose, and the type's name and layout " +
      "(GGML_TYPE_LAYOUTS) carry the facts.",
  },
};

const RUNTIME_VALUES =
  "the counterpart's Environment holds runtime values (AnyRuntimeValue: objects with type, value, builtins, " +
  "__bool__()), ours plain JS values: set, setVariable and lookupVariable return unknown and variables is a " +
  "Map<string, unknown>, so `env.lookupVariable(name).value` stops compiling.";

const CLIENT_METHODS =
  "by design, documented in packages/inference/README.md (deliberate differences): the client's methods take the " +
  "task's arguments, checked (inputs, parameters, the provider choice). 3.8.1 types them with an Omit that reduces " +
  "every task input with an index signature to that signature, so its methods accept any object (`{ inputs: 42 }` " +
  "compiles); code that passes the documented arguments compiles against both, code that passes others now fails " +
  "to compile. The standalone task functions, which 3.8.1 types precisely, are checked as before.";

const ROUTER_2026 =
  "by design, documented in packages/inference/README.md (providers; deliberate differences): the provider " +
  "names are today's router's (issue 20: ten providers added, the four retired ones kept), and the tasks add " +
  "image-text-to-image and image-text-to-video, so the unions are wider than 3.8.1's. Code written for 3.8.1 " +
  "compiles against Hubkit (every 3.8.1 name is still there); a value typed with Hubkit's wider union does " +
  "not fit 3.8.1's narrower one.";

const QUANT_TYPES_2026 =
  "by design, documented in packages/tasks/README.md (GGUF quantization): the tensor types are today's " +
  "(issue 30: @huggingface/tasks 0.21.54's 35, TQ1_0 to Q2_0 added), so the enum is wider than 0.18.12's. Code " +
  "written for 0.18 compiles against Hubkit (every 0.18 member keeps its name and number); a value typed with " +
  "Hubkit's wider enum does not fit 0.18's narrower one.";

const LIBRARIES_2026 =
  "by design, documented in packages/tasks/README.md (library catalogue): the model and dataset libraries are " +
  "today's (issue 30: @huggingface/tasks 0.21.54's 257 model libraries, 127 added, and 16 dataset libraries, 6 " +
  "added), so the key unions, and the task data typed with them, are wider than 0.18.12's. Code written for 0.18 " +
  "compiles against Hubkit (every 0.18 key is still there); a value typed with Hubkit's wider union does not fit " +
  "0.18's narrower one.";

const HARDWARE_2026 =
  "by design, documented in packages/tasks/README.md (hardware tables): the hardware table is today's (issue 30: " +
  "@huggingface/tasks 0.21.54's 251 SKUs, as facts for the hardware-fit work). Every spec now has a launch price, " +
  "power and year (msrp, power, releaseYear, required), the NVIDIA and AMD GPU tables are typed Record<string, ...> " +
  'as in 0.21.54, and 0.21.54 renamed the 16 AMD CPU families of 0.18 (e.g. "EPYC 4th Generation (Genoa)" is now ' +
  '"EPYC 4th Generation Zen 4 (Genoa)"). Code that reads SKUS compiles against Hubkit; a 0.18 HardwareSpec (tflops and ' +
  "memory only) does not fit Hubkit's, and code naming a renamed family finds no entry.";

const PIPELINES_2026 =
  "by design, documented in packages/tasks/README.md (pipelines): the pipeline types are today's (issue 30: " +
  "@huggingface/tasks 0.21.54's 57 with image-text-to-image, image-text-to-video and video-to-video; 0.18's " +
  "text2text-generation kept), so PipelineType and everything typed with it (task pages, model records, local " +
  "apps, libraries) is wider than 0.18.12's, and PipelineData's badge colour is optional (0.21 dropped it; the " +
  "new pipelines have none). Code written for 0.18 compiles against Hubkit (every 0.18 type is still there); a " +
  "value typed with Hubkit's wider union does not fit 0.18's narrower one.";

const LOCAL_APPS_2026 =
  "by design, documented in packages/tasks/README.md (local apps): the apps are today's (issue 30: " +
  "@huggingface/tasks 0.21.54's 24, sglang to atomic-chat added; 0.18's sanctum and invoke kept, never shown), so " +
  "LocalAppKey is wider than 0.18.12's. Code written for 0.18 compiles against Hubkit (every 0.18 key is still " +
  "there); a key typed with Hubkit's wider union does not fit 0.18's narrower one.";

const METADATA_VALUES =
  "by design, documented in packages/gguf/README.md (differences from 0.4.6): a file can hold anything under any " +
  "key, so every metadata value is a MetadataValue to check before use, where 0.4.6 types over 1,200 known keys " +
  '(`metadata["llama.context_length"]` as number, `general.architecture` as a union of names, hence Architecture ' +
  "is a string here). The calls are the same: the functions are assignable to 0.4.6's (gguf-calls.check.ts); " +
  "code that reads a known key as its 0.4.6 type without checking it no longer compiles.";

/**
 * Exports Hubkit provides whose shape differs from the counterpart's: known gaps (with the fix each needs) or
 * differences by design (with the reason). Their checks go to `<package>.pending.ts`, which the tsconfig leaves
 * out; generate.ts --check fails once one compiles, so a name is moved out of here when its gap closes.
 */
export const PENDING: Record<PackageName, Record<string, string>> = {
  jinja: {
    Environment:
      "by design, documented in packages/jinja/README.md (API): " +
      RUNTIME_VALUES +
      " The counterpart's `tests` map (of runtime-value predicates) is part of that model and is not offered; " +
      "the public toContext() makes the counterpart's Environments unacceptable as `parent`.",
    Interpreter:
      "by design (see Environment): run() returns a plain { type, value } without the runtime-value members " +
      "`builtins` and `__bool__()`, and there is no `evaluate(statement, environment)` returning a runtime value.",
    tokenize:
      "by design, documented in packages/jinja/README.md (API): tokens carry jinja2's lexer kinds (text, name, " +
      "string, operator, ...) instead of the counterpart's PascalCase kinds (Identifier, StringLiteral, ...), so " +
      "code that inspects token kinds breaks; parse(tokenize(source)) works.",
    parse:
      "by design (see tokenize): parse() takes its own tokens, which carry `start` and `end` for error positions, " +
      "and returns jinja2's node model (Getattr, Compare, Const, ...) rather than the counterpart's AST classes.",
  },
  tasks: {
    GGMLQuantizationType: QUANT_TYPES_2026,
    ModelLibraryKey: LIBRARIES_2026,
    ALL_MODEL_LIBRARY_KEYS: LIBRARIES_2026,
    ALL_DISPLAY_MODEL_LIBRARY_KEYS: LIBRARIES_2026,
    DatasetLibraryKey: LIBRARIES_2026,
    TaskData: `${LIBRARIES_2026} Also: ${PIPELINES_2026}`,
    TASKS_DATA: `${LIBRARIES_2026} Also: ${PIPELINES_2026}`,
    TASKS_MODEL_LIBRARIES: LIBRARIES_2026,
    SKUS: HARDWARE_2026,
    HardwareSpec: HARDWARE_2026,
    LIBRARY_TASK_MAPPING: PIPELINES_2026,
    MAPPING_DEFAULT_WIDGET: PIPELINES_2026,
    PIPELINE_DATA: PIPELINES_2026,
    PIPELINE_TYPES: PIPELINES_2026,
    WidgetType: PIPELINES_2026,
    PipelineType: PIPELINES_2026,
    PipelineData: PIPELINES_2026,
    PIPELINE_TYPES_SET: PIPELINES_2026,
    LibraryUiElement: PIPELINES_2026,
    ModelData: PIPELINES_2026,
    TransformersInfo: PIPELINES_2026,
    ModelDataMinimal: PIPELINES_2026,
    LocalApp: PIPELINES_2026,
    TaskDataCustom: PIPELINES_2026,
    LocalAppKey: LOCAL_APPS_2026,
  },
  inference: {
    InferenceClient: CLIENT_METHODS,
    InferenceClientEndpoint: CLIENT_METHODS,
    HfInference: CLIENT_METHODS,
    InferenceTask: ROUTER_2026,
    INFERENCE_PROVIDERS: ROUTER_2026,
    InferenceProvider: ROUTER_2026,
    BaseArgs: ROUTER_2026,
    RequestArgs: ROUTER_2026,
    UrlParams: ROUTER_2026,
    BodyParams: ROUTER_2026,
    AudioClassificationArgs: ROUTER_2026,
    AudioToAudioArgs: ROUTER_2026,
    AutomaticSpeechRecognitionArgs: ROUTER_2026,
    ImageClassificationArgs: ROUTER_2026,
    ImageSegmentationArgs: ROUTER_2026,
    ImageToImageArgs: ROUTER_2026,
    ImageToTextArgs: ROUTER_2026,
    ObjectDetectionArgs: ROUTER_2026,
    TextToImageArgs: ROUTER_2026,
    TextToVideoArgs: ROUTER_2026,
    ZeroShotImageClassificationArgs: ROUTER_2026,
    FeatureExtractionArgs: ROUTER_2026,
    FillMaskArgs: ROUTER_2026,
    QuestionAnsweringArgs: ROUTER_2026,
    SentenceSimilarityArgs: ROUTER_2026,
    SummarizationArgs: ROUTER_2026,
    TableQuestionAnsweringArgs: ROUTER_2026,
    TextClassificationArgs: ROUTER_2026,
    TokenClassificationArgs: ROUTER_2026,
    TranslationArgs: ROUTER_2026,
    ZeroShotClassificationArgs: ROUTER_2026,
    DocumentQuestionAnsweringArgs: ROUTER_2026,
    VisualQuestionAnsweringArgs: ROUTER_2026,
    TabularClassificationArgs: ROUTER_2026,
    TabularRegressionArgs: ROUTER_2026,
  },
  gguf: {
    gguf: METADATA_VALUES,
    ggufAllShards: METADATA_VALUES,
    serializeGgufMetadata: METADATA_VALUES,
    buildGgufHeader: METADATA_VALUES,
    GGUFMetadata: METADATA_VALUES,
    GGUFTypedMetadata: METADATA_VALUES,
    GGUFParseOutput: METADATA_VALUES,
    Architecture: METADATA_VALUES,
  },
};
