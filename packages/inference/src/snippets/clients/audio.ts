import type { SnippetContext } from "../context.js";

/**
 * Whether a text-to-speech / text-to-audio model answers with an audio file. Models of the transformers
 * library do; for the others the snippets read a JSON waveform and its sampling rate, as 3.8.1's do.
 */
export function answersAudioFile(ctx: SnippetContext): boolean {
  return ctx.model.library_name === "transformers";
}
