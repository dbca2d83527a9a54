import type { TranslationInput, TranslationOutput } from "@hubkit/tasks";
import { findProviderHelper } from "../../lib/findProviderHelper.js";
import { runTask } from "../../lib/request.js";
import type { BaseArgs, Options } from "../../types.js";

export type TranslationArgs = BaseArgs & TranslationInput;

/** Translates a text. Example model: Helsinki-NLP/opus-mt-ru-en. */
export async function translation(args: TranslationArgs, options?: Options): Promise<TranslationOutput> {
  const helper = findProviderHelper(options?.providers, args.provider ?? "hf-inference", "translation");
  return runTask(args, helper, { ...options, task: "translation" });
}
