import type { ModelData } from "../model-data.js";
import { ownEntry } from "../own-entry.js";

/**
 * Safe readers for the parts of a model record that snippets use. Records come from the hub and from
 * users' cards, so any field may be missing or of the wrong type: a wrong type reads as absent, except
 * the id, without which no snippet can be written.
 */

/** The model id; a clear error when the record has none. */
export function modelId(model: ModelData): string {
  if (model === null || typeof model !== "object") {
    throw new TypeError(`library snippets: expected a model record, got ${model === null ? "null" : typeof model}`);
  }
  if (typeof model.id !== "string" || model.id === "") {
    throw new TypeError(`library snippets: the model record has no id (model.id is ${describe(model.id)})`);
  }
  return model.id;
}

function describe(value: unknown): string {
  if (value === "") {
    return "an empty string";
  }
  return value === null ? "null" : typeof value;
}

/** The repository name: the part of the id after the owner (`org/name` -> `name`). */
export function repoName(model: ModelData): string {
  const id = modelId(model);
  return id.slice(id.indexOf("/") + 1);
}

export function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function tags(model: ModelData): string[] {
  return Array.isArray(model.tags) ? model.tags.filter((tag): tag is string => typeof tag === "string") : [];
}

export function hasTag(model: ModelData, tag: string): boolean {
  return tags(model).includes(tag);
}

export function pipelineTag(model: ModelData): string | undefined {
  return stringOrUndefined(model.pipeline_tag);
}

/** A model is a chat model when the hub tags it `conversational`. */
export function isConversational(model: ModelData): boolean {
  return hasTag(model, "conversational");
}

/** Whether loading the model runs code from its repository (the hub tags those `custom_code`). */
export function needsRemoteCode(model: ModelData): boolean {
  return hasTag(model, "custom_code");
}

/** A nested config object, or undefined when it is missing or not an object. */
export function configSection(model: ModelData, key: string): Record<string, unknown> | undefined {
  const config: unknown = model.config;
  if (config === null || typeof config !== "object") {
    return undefined;
  }
  const section = ownEntry(config as Record<string, unknown>, key);
  return section !== null && typeof section === "object" && !Array.isArray(section)
    ? (section as Record<string, unknown>)
    : undefined;
}

export function configString(model: ModelData, section: string, key: string): string | undefined {
  const values = configSection(model, section);
  return values === undefined ? undefined : stringOrUndefined(ownEntry(values, key));
}

/** The model card's base model: the first one when the card lists several. */
export function cardBaseModel(model: ModelData): string | undefined {
  const base: unknown = model.cardData?.base_model;
  if (Array.isArray(base)) {
    return stringOrUndefined(base.find((item) => typeof item === "string" && item !== ""));
  }
  return stringOrUndefined(base);
}

/** The trigger prompt a LoRA or DreamBooth model was trained with. */
export function instancePrompt(model: ModelData): string | undefined {
  return stringOrUndefined(model.cardData?.instance_prompt);
}

function widgetExamples(model: ModelData): Record<string, unknown>[] {
  const examples: unknown = model.widgetData;
  if (!Array.isArray(examples)) {
    return [];
  }
  return examples.filter(
    (example): example is Record<string, unknown> => example !== null && typeof example === "object",
  );
}

/** The text of the model's first widget example that has one. */
export function widgetText(model: ModelData): string | undefined {
  for (const example of widgetExamples(model)) {
    const text = stringOrUndefined(example.text);
    if (text !== undefined) {
      return text;
    }
  }
  return undefined;
}

/** The first sentence-similarity example of the widget: a source sentence and the sentences to compare. */
export function widgetSentencePair(model: ModelData): { source: string; sentences: string[] } | undefined {
  for (const example of widgetExamples(model)) {
    const source = stringOrUndefined(example.source_sentence);
    const sentences = Array.isArray(example.sentences)
      ? example.sentences.filter((s): s is string => typeof s === "string")
      : [];
    if (source !== undefined && sentences.length > 0) {
      return { source, sentences };
    }
  }
  return undefined;
}
