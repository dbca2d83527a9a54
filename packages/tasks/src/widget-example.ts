import type { ChatCompletionInputMessage } from "./inference-types/index.js";

/** Column name -> cells, as table widgets and tabular models take them. */
type TableData = Record<string, (string | number)[]>;

export type WidgetExampleOutputLabels = Array<{ label: string; score: number }>;

export interface WidgetExampleOutputAnswerScore {
  answer: string;
  score: number;
}

export interface WidgetExampleOutputText {
  text: string;
}

export interface WidgetExampleOutputUrl {
  url: string;
}

export type WidgetExampleOutput =
  WidgetExampleOutputLabels | WidgetExampleOutputAnswerScore | WidgetExampleOutputText | WidgetExampleOutputUrl;

/** Fields every widget example may carry, whatever its input kind. */
export interface WidgetExampleBase<TOutput> {
  example_title?: string;
  group?: string;
  /** Inference parameters the widget sends with this example. */
  parameters?: {
    aggregation_strategy?: string;
    top_k?: number;
    top_p?: number;
    temperature?: number;
    max_new_tokens?: number;
    do_sample?: boolean;
    negative_prompt?: string;
    guidance_scale?: number;
    num_inference_steps?: number;
  };
  /** A pre-computed output shown before the widget is run. */
  output?: TOutput;
}

export interface WidgetExampleChatInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  messages: ChatCompletionInputMessage[];
}

export interface WidgetExampleTextInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  text: string;
}

export interface WidgetExampleTextAndContextInput<
  TOutput = WidgetExampleOutput,
> extends WidgetExampleTextInput<TOutput> {
  context: string;
}

export interface WidgetExampleTextAndTableInput<TOutput = WidgetExampleOutput> extends WidgetExampleTextInput<TOutput> {
  table: TableData;
}

export interface WidgetExampleAssetInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  /** URL of an image or audio file. */
  src: string;
}

export interface WidgetExampleAssetAndPromptInput<
  TOutput = WidgetExampleOutput,
> extends WidgetExampleAssetInput<TOutput> {
  prompt: string;
}

export type WidgetExampleAssetAndTextInput<TOutput = WidgetExampleOutput> = WidgetExampleAssetInput<TOutput> &
  WidgetExampleTextInput<TOutput>;

export type WidgetExampleAssetAndZeroShotInput<TOutput = WidgetExampleOutput> = WidgetExampleAssetInput<TOutput> &
  WidgetExampleZeroShotTextInput<TOutput>;

export interface WidgetExampleStructuredDataInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  structured_data: TableData;
}

export interface WidgetExampleTableDataInput<TOutput = WidgetExampleOutput> extends WidgetExampleBase<TOutput> {
  table: TableData;
}

export interface WidgetExampleZeroShotTextInput<TOutput = WidgetExampleOutput> extends WidgetExampleTextInput<TOutput> {
  text: string;
  /** Comma-separated labels. */
  candidate_labels: string;
  multi_class: boolean;
}

export interface WidgetExampleSentenceSimilarityInput<
  TOutput = WidgetExampleOutput,
> extends WidgetExampleBase<TOutput> {
  source_sentence: string;
  sentences: string[];
}

/** One example input of a model's widget (the `widget:` list of a model card). */
export type WidgetExample<TOutput = WidgetExampleOutput> =
  | WidgetExampleChatInput<TOutput>
  | WidgetExampleTextInput<TOutput>
  | WidgetExampleTextAndContextInput<TOutput>
  | WidgetExampleTextAndTableInput<TOutput>
  | WidgetExampleAssetInput<TOutput>
  | WidgetExampleAssetAndPromptInput<TOutput>
  | WidgetExampleAssetAndTextInput<TOutput>
  | WidgetExampleAssetAndZeroShotInput<TOutput>
  | WidgetExampleStructuredDataInput<TOutput>
  | WidgetExampleTableDataInput<TOutput>
  | WidgetExampleZeroShotTextInput<TOutput>
  | WidgetExampleSentenceSimilarityInput<TOutput>;

type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/** Any field name that some widget example kind has. */
export type WidgetExampleAttribute = KeysOfUnion<WidgetExample>;
