/**
 * Speech recognition on an OpenAI-style `/audio/transcriptions` route (deepinfra, together): a
 * multipart/form-data upload, the audio under `file` (named `audio.<ext>`: the servers read the format from
 * the name) with the parameters and `model` as fields, answered with OpenAI's transcription object.
 */
import type { AutomaticSpeechRecognitionOutput } from "@hubkit/tasks";
import type { InferenceProvider, TaskProviderHelper } from "../spec/index.js";
import { omit } from "../utils/omit.js";
import { formBody } from "./multipart.js";
import { defineHelper, type HelperSpec } from "./providerHelper.js";
import { array, number, object, optional, string } from "../utils/schema.js";

/** File extensions of the audio types OpenAI-style servers list (flac, mp3, mp4, m4a, ogg, wav, webm). */
const AUDIO_EXTENSIONS: Readonly<Record<string, string>> = {
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/wave": "wav",
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/mp4": "mp4",
  "audio/m4a": "m4a",
  "audio/x-m4a": "m4a",
  "audio/flac": "flac",
  "audio/x-flac": "flac",
  "audio/ogg": "ogg",
  "audio/webm": "webm",
};

/** `audio.<ext>` from a content type (its parameters, such as `;codecs=opus`, ignored); wav when unknown. */
function audioFileName(type: string): string {
  const base = type.split(";")[0]?.trim().toLowerCase() ?? "";
  return `audio.${AUDIO_EXTENSIONS[base] ?? "wav"}`;
}

/** OpenAI's transcription object, with the segments of `response_format: "verbose_json"` when asked for. */
const transcription = object({
  text: string,
  segments: optional(array(object({ start: number, end: number, text: string }))),
});

export function openAiTranscriptionHelper(
  provider: InferenceProvider,
  baseUrl: string,
  route: string,
  errors?: HelperSpec<"automatic-speech-recognition", unknown>["errors"],
): TaskProviderHelper<"automatic-speech-recognition"> {
  return defineHelper({
    provider,
    task: "automatic-speech-recognition",
    baseUrl,
    makeRoute: () => route,
    // The form's fields: the parameters, then the model (last, so a parameter cannot replace it).
    preparePayload: ({ args, model }) =>
      "data" in args ? { ...omit(args, ["data", "parameters"]), ...args.parameters, model } : { ...args, model },
    formBody: formBody("file", audioFileName),
    answer: transcription,
    expected: (response) =>
      `Expected { text: string, segments?: [{ start: number, end: number, text: string }] } from ${provider} speech recognition, got: ${JSON.stringify(response).slice(0, 200)}`,
    getResponse: ({ text, segments }): AutomaticSpeechRecognitionOutput =>
      segments === undefined
        ? { text }
        : {
            text,
            chunks: segments.map((segment) => ({ text: segment.text, timestamp: [segment.start, segment.end] })),
          },
    ...(errors !== undefined && { errors }),
  });
}
