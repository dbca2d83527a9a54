/**
 * DeepInfra: its OpenAI-compatible API under /v1/openai (deepinfra.com/docs/openai_api: "all LLM models
 * and all Embeddings models", Bearer token; checked 2026-11-25): chat completions, text completions,
 * embeddings, speech from text (`/audio/speech`, answered with the audio bytes) and speech recognition
 * (`/audio/transcriptions`: a multipart/form-data upload, the audio under `file` and `model` next to it,
 * answered `{ text, segments? }`; deepinfra.com/openai/whisper-large-v3/api, checked 2026-11-25).
 */
import type { AutomaticSpeechRecognitionOutput } from "@hubkit/tasks";
import { openAiErrors } from "../provider-kit/errors.js";
import { formBody } from "../provider-kit/multipart.js";
import { defineHelper, type ProviderTasks } from "../provider-kit/providerHelper.js";
import { array, number, object, optional, string } from "../provider-kit/schema.js";
import { openAiCompletionHelper, openAiEmbeddingsHelper, openAiSpeechHelper } from "../provider-kit/shared.js";
import type { InferenceProviderModule } from "../types.js";
import { omit } from "../utils/omit.js";
import { deepinfraChat, DEEPINFRA_BASE_URL } from "./deepinfra/chat.js";

/** File extensions of the audio types DeepInfra lists (flac, mp3, mp4, m4a, ogg, wav, webm); the server reads the name. */
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

const deepinfraTasks: ProviderTasks = {
  conversational: deepinfraChat,
  "text-generation": openAiCompletionHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/completions", openAiErrors),
  "feature-extraction": openAiEmbeddingsHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/embeddings", openAiErrors),
  "text-to-speech": openAiSpeechHelper("deepinfra", DEEPINFRA_BASE_URL, "v1/openai/audio/speech", {
    errors: openAiErrors,
  }),
  "automatic-speech-recognition": defineHelper({
    provider: "deepinfra",
    task: "automatic-speech-recognition",
    baseUrl: DEEPINFRA_BASE_URL,
    makeRoute: () => "v1/openai/audio/transcriptions",
    // The form's fields: the parameters, then the model (last, so a parameter cannot replace it).
    preparePayload: ({ args, model }) =>
      "data" in args ? { ...omit(args, ["data", "parameters"]), ...args.parameters, model } : { ...args, model },
    formBody: formBody("file", audioFileName),
    answer: transcription,
    expected: (response) =>
      `Expected { text: string, segments?: [{ start: number, end: number, text: string }] } from deepinfra speech recognition, got: ${JSON.stringify(response).slice(0, 200)}`,
    getResponse: ({ text, segments }): AutomaticSpeechRecognitionOutput =>
      segments === undefined
        ? { text }
        : {
            text,
            chunks: segments.map((segment) => ({ text: segment.text, timestamp: [segment.start, segment.end] })),
          },
    errors: openAiErrors,
  }),
};

/** DeepInfra for the `providers` option (`@hubkit/inference/providers/deepinfra`). */
export const deepinfra: InferenceProviderModule<"deepinfra"> = { provider: "deepinfra", tasks: deepinfraTasks };
