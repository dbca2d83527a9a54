import type { ModelData } from "../model-data.js";

/** The fields of a model record that snippet generators read; any fuller record (a `ModelData`) fits. */
export type ModelDataMinimal = Pick<
  ModelData,
  "id" | "pipeline_tag" | "mask_token" | "library_name" | "config" | "tags" | "inference"
>;

/** The languages inference snippets are written in, in display order. */
export const inferenceSnippetLanguages = ["python", "js", "sh"] as const;

export type InferenceSnippetLanguage = (typeof inferenceSnippetLanguages)[number];

/** One generated code sample: its language, the client it uses (e.g. `huggingface_hub`, `curl`) and the code. */
export interface InferenceSnippet {
  language: InferenceSnippetLanguage;
  client: string;
  content: string;
}
