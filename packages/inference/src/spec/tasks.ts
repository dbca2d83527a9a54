/**
 * The tasks' types: for each task, what a caller passes (`input`, besides accessToken/model/provider/
 * endpointUrl), what a provider helper's payload function reads (`payload`: the input after the task's own
 * preparation, e.g. an image as base64) and what the call returns (`output`). The task functions
 * (tasks/table.ts) and the provider helpers (provider-kit/providerHelper.ts) are typed by them. The 3.8.1
 * names of the argument and output types are declared here too.
 */
import type {
  AudioClassificationInput,
  AudioClassificationOutput,
  AutomaticSpeechRecognitionInput,
  AutomaticSpeechRecognitionOutput,
  ChatCompletionInput,
  ChatCompletionOutput,
  DocumentQuestionAnsweringInput,
  DocumentQuestionAnsweringInputData,
  DocumentQuestionAnsweringOutput,
  FeatureExtractionInput,
  FillMaskInput,
  FillMaskOutput,
  ImageClassificationInput,
  ImageClassificationOutput,
  ImageSegmentationInput,
  ImageSegmentationOutput,
  ImageToImageInput,
  ImageToTextInput,
  ImageToTextOutput,
  ImageTextToImageInput,
  ImageTextToVideoInput,
  ImageToVideoInput,
  ObjectDetectionInput,
  ObjectDetectionOutput,
  QuestionAnsweringInput,
  QuestionAnsweringOutput,
  SentenceSimilarityInput,
  SentenceSimilarityOutput,
  SummarizationInput,
  SummarizationOutput,
  TableQuestionAnsweringInput,
  TableQuestionAnsweringOutput,
  TextClassificationInput,
  TextClassificationOutput,
  TextGenerationInput,
  TextGenerationOutput,
  TextToAudioInput,
  TextToImageInput,
  TextToSpeechInput,
  TextToVideoInput,
  TokenClassificationInput,
  TokenClassificationOutput,
  TranslationInput,
  TranslationOutput,
  VisualQuestionAnsweringInput,
  VisualQuestionAnsweringInputData,
  VisualQuestionAnsweringOutput,
  ZeroShotClassificationInput,
  ZeroShotClassificationOutput,
  ZeroShotImageClassificationInput,
  ZeroShotImageClassificationOutput,
} from "@hubkit/tasks";
import type { BinaryInput } from "../utils/binary.js";
import type { BaseArgs } from "./args.js";
import type { InferenceProvider } from "./providers.js";

/** A file sent as the request's whole body: a Blob, an ArrayBuffer, or a view of one (a Node Buffer). */
export type BinaryPayload = {
  data: BinaryInput;
};

/**
 * @deprecated Pass the audio as `inputs`.
 */
export type LegacyAudioInput = {
  /** The audio: a Blob, an ArrayBuffer, or a view of one (`fs.readFileSync(file)` gives a Buffer). */
  data: BinaryInput;
  provider?: InferenceProvider;
};

/**
 * @deprecated Pass the image as `inputs`.
 */
export type LegacyImageInput = {
  /** The image: a Blob, an ArrayBuffer, or a view of one (`fs.readFileSync(file)` gives a Buffer). */
  data: BinaryInput;
};

// ---- The 3.8.1 names of argument and output types ------------------------------------------------

/**
 * A task input whose file (`inputs`, typed `Blob` by the task catalogue) may be any binary: a Blob, an
 * ArrayBuffer, or a view of one (a Node Buffer, as `fs.readFileSync` returns, a typed array, a DataView).
 */
export type FileInput<T> = { [K in keyof T]: K extends "inputs" ? Exclude<T[K], Blob> | BinaryInput : T[K] };

export type AudioClassificationArgs = BaseArgs & (FileInput<AudioClassificationInput> | LegacyAudioInput);
export type AudioToAudioArgs =
  | (BaseArgs & {
      /** The audio clip. */
      inputs: BinaryInput;
    })
  | LegacyAudioInput;
export interface AudioToAudioOutputElem {
  /** Label of the produced audio (model specific, e.g. the separated source). */
  label: string;
  audio: Blob;
}
export interface AudioToAudioOutput {
  /** The produced audio, base64-encoded. */
  blob: string;
  "content-type": string;
  label: string;
}
export type AutomaticSpeechRecognitionArgs = BaseArgs & (FileInput<AutomaticSpeechRecognitionInput> | LegacyAudioInput);
export type ImageClassificationArgs = BaseArgs & (FileInput<ImageClassificationInput> | LegacyImageInput);
export type ImageSegmentationArgs = BaseArgs & (FileInput<ImageSegmentationInput> | LegacyImageInput);
export type ImageToImageArgs = BaseArgs & FileInput<ImageToImageInput>;
export type ImageToTextArgs = BaseArgs & (FileInput<ImageToTextInput> | LegacyImageInput);
export type ImageToVideoArgs = BaseArgs & FileInput<ImageToVideoInput>;
export type ImageTextToImageArgs = BaseArgs & FileInput<ImageTextToImageInput>;
export type ImageTextToVideoArgs = BaseArgs & FileInput<ImageTextToVideoInput>;
export type ObjectDetectionArgs = BaseArgs & (FileInput<ObjectDetectionInput> | LegacyImageInput);
export type TextToImageArgs = BaseArgs & TextToImageInput;
/** textToAudio's arguments (4.x exports this name). */
export type TextToAudioArgs = BaseArgs & TextToAudioInput;
export type TextToVideoArgs = BaseArgs & TextToVideoInput;
export type TextToVideoOutput = Blob;
/**
 * @deprecated Pass the image itself as `inputs`.
 */
interface LegacyZeroShotImageClassificationInput {
  inputs: { image: BinaryInput };
}
export type ZeroShotImageClassificationArgs = BaseArgs &
  (FileInput<ZeroShotImageClassificationInput> | LegacyZeroShotImageClassificationInput);
export type FeatureExtractionArgs = BaseArgs & FeatureExtractionInput;
/**
 * Embeddings: nested arrays of floats whose depth depends on the input (one text or a list) and on
 * whether the model pools token vectors into one (see the model's card).
 */
export type FeatureExtractionOutput = (number | number[] | number[][])[];
export type FillMaskArgs = BaseArgs & FillMaskInput;
export type QuestionAnsweringArgs = BaseArgs & QuestionAnsweringInput;
export type SentenceSimilarityArgs = BaseArgs & SentenceSimilarityInput;
export type SummarizationArgs = BaseArgs & SummarizationInput;
export type TableQuestionAnsweringArgs = BaseArgs & TableQuestionAnsweringInput;
export type TextClassificationArgs = BaseArgs & TextClassificationInput;
export type TokenClassificationArgs = BaseArgs & TokenClassificationInput;
export type TranslationArgs = BaseArgs & TranslationInput;
export type ZeroShotClassificationArgs = BaseArgs & ZeroShotClassificationInput;
type DocumentQuestionAnsweringInputs = DocumentQuestionAnsweringInput & {
  inputs: DocumentQuestionAnsweringInputData & { image: BinaryInput };
};
export type DocumentQuestionAnsweringArgs = BaseArgs & DocumentQuestionAnsweringInputs;
type VisualQuestionAnsweringInputs = VisualQuestionAnsweringInput & {
  inputs: VisualQuestionAnsweringInputData & { image: BinaryInput };
};
export type VisualQuestionAnsweringArgs = BaseArgs & VisualQuestionAnsweringInputs;
type TabularInput = {
  inputs: {
    /** The table: column name to the column's values, every column the same length. */
    data: Record<string, string[]>;
  };
};
export type TabularClassificationArgs = BaseArgs & TabularInput;
/** One prediction per row. */
export type TabularClassificationOutput = number[];
export type TabularRegressionArgs = BaseArgs & TabularInput;
/** One prediction per row. */
export type TabularRegressionOutput = number[];

export interface TextGenerationStreamToken {
  /** Token id in the model's vocabulary. */
  id: number;
  text: string;
  logprob: number;
  /** Special tokens (end of sequence, ...) are usually skipped when joining the text. */
  special: boolean;
}
export interface TextGenerationStreamPrefillToken {
  id: number;
  text: string;
  /** Absent for the first token, whose probability cannot be computed. */
  logprob?: number;
}
export interface TextGenerationStreamBestOfSequence {
  generated_text: string;
  finish_reason: TextGenerationStreamFinishReason;
  generated_tokens: number;
  /** Sampling seed, when sampling was on. */
  seed?: number;
  prefill: TextGenerationStreamPrefillToken[];
  tokens: TextGenerationStreamToken[];
}
/** "length": the token budget ran out; "eos_token": the model ended; "stop_sequence": a stop sequence was produced. */
export type TextGenerationStreamFinishReason = "length" | "eos_token" | "stop_sequence";
export interface TextGenerationStreamDetails {
  finish_reason: TextGenerationStreamFinishReason;
  generated_tokens: number;
  seed?: number;
  prefill: TextGenerationStreamPrefillToken[];
  tokens: TextGenerationStreamToken[];
  /** Extra sequences when `best_of` was used. */
  best_of_sequences?: TextGenerationStreamBestOfSequence[];
}
export interface TextGenerationStreamOutput {
  index?: number;
  /** The token of this event. */
  token: TextGenerationStreamToken;
  /** The whole text, on the last event only. */
  generated_text: string | null;
  /** Generation details, on the last event only. */
  details: TextGenerationStreamDetails | null;
}

// ---- What each task takes, hands to the provider, and returns ----------------------------------

/** A task's types: the caller's input, the provider helper's payload (default: the input), the output. */
interface Task<Input, Output, Payload = Input> {
  input: Input;
  payload: Payload;
  output: Output;
}

/** The hf-inference zero-shot pipeline also takes a batch of texts, and then answers one result per text. */
type ZeroShotClassificationBatchInput = {
  inputs: string[];
  parameters: ZeroShotClassificationInput["parameters"];
};

/**
 * Table question answering as the hf-inference (TAPAS) pipeline was recorded answering it: the question under
 * `query`, its name before the task's documented `question`.
 */
type TableQueryInput = {
  inputs: { query: string; table: Record<string, string[]> };
  parameters?: TableQuestionAnsweringInput["parameters"];
};

/** An image sent inside JSON, as base64, with a question. */
type ImageQuestionPayload = {
  inputs: { question: string; image: string };
  parameters?: Record<string, unknown>;
};

export interface TaskTypes {
  "audio-classification": Task<
    FileInput<AudioClassificationInput> | LegacyAudioInput,
    AudioClassificationOutput,
    BinaryPayload
  >;
  "audio-to-audio": Task<
    { inputs: BinaryInput } | LegacyAudioInput,
    AudioToAudioOutput[],
    BinaryPayload | { audio_url: string; parameters?: Record<string, unknown> }
  >;
  "automatic-speech-recognition": Task<
    FileInput<AutomaticSpeechRecognitionInput> | LegacyAudioInput,
    AutomaticSpeechRecognitionOutput,
    | (BinaryPayload & { parameters?: AutomaticSpeechRecognitionInput["parameters"] })
    | { audio_url: string; parameters?: AutomaticSpeechRecognitionInput["parameters"] }
  >;
  conversational: Task<ChatCompletionInput, ChatCompletionOutput>;
  "document-question-answering": Task<
    DocumentQuestionAnsweringInputs,
    DocumentQuestionAnsweringOutput[number],
    ImageQuestionPayload
  >;
  "feature-extraction": Task<FeatureExtractionInput, FeatureExtractionOutput>;
  "fill-mask": Task<FillMaskInput, FillMaskOutput>;
  "image-classification": Task<
    FileInput<ImageClassificationInput> | LegacyImageInput,
    ImageClassificationOutput,
    BinaryPayload
  >;
  "image-segmentation": Task<
    FileInput<ImageSegmentationInput> | LegacyImageInput,
    ImageSegmentationOutput,
    BinaryPayload | { image_url: string; parameters?: ImageSegmentationInput["parameters"] }
  >;
  "image-to-image": Task<
    FileInput<ImageToImageInput>,
    Blob,
    BinaryPayload | { inputs: string; parameters: ImageToImageInput["parameters"] }
  >;
  "image-text-to-image": Task<
    FileInput<ImageTextToImageInput>,
    Blob,
    { inputs?: string; parameters?: ImageTextToImageInput["parameters"] }
  >;
  "image-text-to-video": Task<
    FileInput<ImageTextToVideoInput>,
    Blob,
    { inputs?: string; parameters?: ImageTextToVideoInput["parameters"] }
  >;
  /** zai-org's OCR takes the image inside JSON, as a data URL under `file`. */
  "image-to-text": Task<
    FileInput<ImageToTextInput> | LegacyImageInput,
    ImageToTextOutput,
    BinaryPayload | { file: string }
  >;
  /** The image travels as a data URL (`inputs`), next to the parameters (the prompt among them). */
  "image-to-video": Task<
    FileInput<ImageToVideoInput>,
    Blob,
    { inputs: string; parameters?: ImageToVideoInput["parameters"] }
  >;
  "object-detection": Task<FileInput<ObjectDetectionInput> | LegacyImageInput, ObjectDetectionOutput, BinaryPayload>;
  "question-answering": Task<QuestionAnsweringInput, QuestionAnsweringOutput[number]>;
  "sentence-similarity": Task<SentenceSimilarityInput, SentenceSimilarityOutput>;
  summarization: Task<SummarizationInput, SummarizationOutput>;
  "table-question-answering": Task<TableQuestionAnsweringInput | TableQueryInput, TableQuestionAnsweringOutput[number]>;
  "tabular-classification": Task<TabularInput, TabularClassificationOutput>;
  "tabular-regression": Task<TabularInput, TabularRegressionOutput>;
  "text-classification": Task<TextClassificationInput, TextClassificationOutput>;
  "text-generation": Task<TextGenerationInput, TextGenerationOutput>;
  "text-to-audio": Task<TextToAudioInput, Blob>;
  "text-to-image": Task<TextToImageInput, string | Blob | Record<string, unknown>>;
  "text-to-speech": Task<TextToSpeechInput, Blob>;
  "text-to-video": Task<TextToVideoInput, TextToVideoOutput>;
  "token-classification": Task<TokenClassificationInput, TokenClassificationOutput>;
  translation: Task<TranslationInput, TranslationOutput>;
  "visual-question-answering": Task<
    VisualQuestionAnsweringInputs,
    VisualQuestionAnsweringOutput[number],
    ImageQuestionPayload
  >;
  "zero-shot-classification": Task<
    ZeroShotClassificationInput | ZeroShotClassificationBatchInput,
    ZeroShotClassificationOutput
  >;
  "zero-shot-image-classification": Task<
    FileInput<ZeroShotImageClassificationInput> | LegacyZeroShotImageClassificationInput,
    ZeroShotImageClassificationOutput,
    { inputs: { image: string }; parameters?: ZeroShotImageClassificationInput["parameters"] }
  >;
}

/** A task a provider helper can serve. */
export type HelperTask = keyof TaskTypes;
/** What the caller passes for task N, besides accessToken, model, provider and endpointUrl. */
export type InputOf<N extends HelperTask> = TaskTypes[N]["input"];
/**
 * The declared fields of T, without its index signature (the task types of @hubkit/tasks accept any extra
 * field: a provider passes them on, but reading one by name must be a declared one), and the same for
 * its `parameters`.
 */
type Declared<T> = T extends unknown
  ? {
      [K in keyof T as string extends K ? never : number extends K ? never : K]: K extends "parameters"
        ? Declared<T[K]>
        : T[K];
    }
  : never;

/** What a provider helper's payload function reads for task N: the declared fields of the task's payload. */
export type PayloadOf<N extends HelperTask> = Declared<TaskTypes[N]["payload"]>;
/** What task N returns. */
export type OutputOf<N extends HelperTask> = TaskTypes[N]["output"];

export type { TextGenerationInput, TextGenerationOutput };
