import type { TranslationInput, TranslationOutput } from "@hubkit/tasks";
import { runTask } from "../../lib/request.js";
import { getProviderHelper } from "../../providers/registry.js";
import type { BaseArgs, Options } from "../../types.js";

export type TranslationArgs = BaseArgs & TranslationInput;

/** Translates a text. Example model: Helsinki-NLP/opus-mt-ru-en. */
export async function translation(args: TranslationArgs, options?: Options): Promise<TranslationOutput> {
  const helper = getProviderHelper(args.provider ?? "hf-inference", "translation");
  return runTask(args, helper, { ...options, task: "translation" });
}
