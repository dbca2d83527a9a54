/**
 * Where Hubkit's snippets deliberately differ from 3.8.1's reference outputs (fixtures/snippet-golden):
 * each difference class, with the reference files it changes. Every class has a row of the same id in
 * the package README's table of differences; Hubkit's output for each listed file is kept in
 * golden-overrides/ (same path), reviewed, and regenerated with HUBKIT_UPDATE_GOLDENS=1.
 */
export const SNIPPET_DIFFERENCES = {
  S1: 'curl and fetch send the text itself, not its quoted source (`"inputs": "\\"I like you\\""`)',
  S2: "js fetch uploads a binary input's bytes (3.8.1 sent the file name as JSON under an audio or image type)",
  S3: "huggingface.js binary inputs import fs and pass a Blob typed like the file",
  S4: 'python requests document question answering reads the image from payload["inputs"] (3.8.1: KeyError)',
  S5: 'python requests zero-shot image classification sends {"inputs": {"image": ...}}, as the client does',
  S6: 'streamed chat tolerates chunks without content (`"delta": {}`) or without a choice',
  S7: "text-to-speech and text-to-audio read each provider's answer: hf-inference's audio file, a replicate prediction, fal's audio URL",
  S8: "js fetch text-to-image reads a JSON answer (fal's image URL, replicate's prediction, base64 images) instead of calling blob() on it",
  S9: "python requests tabular tasks send the table as an object, as the client does (3.8.1: a JSON string)",
  S10: 'curl chat without streaming sends no `stream` field, as the client does (3.8.1: `"stream": false`)',
  S11: "huggingface_hub task methods take the sample as their own parameters (3.8.1: `inputs=`, a TypeError)",
  S12: "the fal_client snippet of a LoRA model sends the `loras` list, so the adapter is applied",
  // Differences from huggingface.js 4.13.28 (no 3.8.1 reference case): checked in differences-4.13.test.ts.
  S13: "deepinfra speech recognition: requests, fetch and curl upload the client's multipart form (4.13: raw bytes)",
  S14: "huggingface.js audioToAudio and imageToText snippets; textToAudio for fal-ai (4.13: none for the first two)",
  S15: "fal-ai audio-to-audio and text-to-audio, zai-org image-to-text: only the snippets that can work (huggingface.js)",
  // An option 3.8.1 did not have, compared with today's huggingface.js: checked in inputs-option.test.ts.
  S16: "the inputs option: checked against the sample's form, printed as given (huggingface.js: unchecked, falsy ignored)",
  // huggingface.js 4.13.30's openai snippets, kept for requests that go through the router: checked in env-token.test.ts.
  S17: "openai clients of a routed request call the router's /v1 with `<id>:<provider>` (3.8.1: the provider's route)",
  S18: "requests, fetch and curl chat send the client's own request (4.13.30: the router's /v1 with <id>:<provider>)",
  S19: 'the token options: "" reads the environment, both call shapes, options checked, endpointUrl as the client allows',
  S20: "tools, tool_choice, response_format where the router says the provider supports them; routing policies",
} as const;

export type SnippetDifference = keyof typeof SNIPPET_DIFFERENCES;

/** Reference file (`<case>/<language>/<client>/<n>.<provider>`) -> the differences that change it. */
export const CHANGED_GOLDEN_FILES: Readonly<Record<string, readonly SnippetDifference[]>> = {
  "automatic-speech-recognition/js/fetch/0.hf-inference": ["S2"],
  "automatic-speech-recognition/js/huggingface.js/0.hf-inference": ["S3"],
  "basic-snippet--token-classification/python/huggingface_hub/0.hf-inference": ["S11"],
  "basic-snippet--token-classification/sh/curl/0.hf-inference": ["S1"],
  "bill-to-param/sh/curl/0.hf-inference": ["S1"],
  "conversational-llm-non-stream/sh/curl/0.hf-inference": ["S10"],
  "conversational-llm-non-stream/sh/curl/0.together": ["S10"],
  "conversational-llm-stream/python/huggingface_hub/0.hf-inference": ["S6"],
  "conversational-llm-stream/python/openai/0.hf-inference": ["S6", "S17"],
  "conversational-llm-stream/python/requests/0.hf-inference": ["S6"],
  "conversational-llm-stream/js/huggingface.js/0.hf-inference": ["S6"],
  "conversational-llm-stream/python/huggingface_hub/0.together": ["S6"],
  "conversational-llm-stream/python/openai/0.together": ["S6"],
  "conversational-llm-stream/python/requests/0.together": ["S6"],
  "conversational-llm-stream/js/huggingface.js/0.together": ["S6"],
  "conversational-vlm-non-stream/sh/curl/0.hf-inference": ["S10"],
  "conversational-vlm-non-stream/sh/curl/0.fireworks-ai": ["S10"],
  "conversational-vlm-stream/python/huggingface_hub/0.hf-inference": ["S6"],
  "conversational-vlm-stream/python/openai/0.hf-inference": ["S6", "S17"],
  "conversational-vlm-stream/python/requests/0.hf-inference": ["S6"],
  "conversational-vlm-stream/js/huggingface.js/0.hf-inference": ["S6"],
  "conversational-vlm-stream/python/huggingface_hub/0.fireworks-ai": ["S6"],
  "conversational-vlm-stream/python/openai/0.fireworks-ai": ["S6"],
  "conversational-vlm-stream/python/requests/0.fireworks-ai": ["S6"],
  "conversational-vlm-stream/js/huggingface.js/0.fireworks-ai": ["S6"],
  "document-question-answering/python/requests/0.hf-inference": ["S4"],
  "image-classification/js/fetch/0.hf-inference": ["S2"],
  "image-classification/js/huggingface.js/0.hf-inference": ["S3"],
  "tabular/python/requests/0.hf-inference": ["S9"],
  "text-classification/python/huggingface_hub/0.hf-inference": ["S11"],
  "text-classification/sh/curl/0.hf-inference": ["S1"],
  "text-to-audio-transformers/python/requests/0.hf-inference": ["S7"],
  "text-to-audio-transformers/js/fetch/0.hf-inference": ["S7"],
  "text-to-image/js/fetch/0.hf-inference": ["S1"],
  "text-to-image/js/fetch/0.fal-ai": ["S1", "S8"],
  "text-to-image--lora/python/fal_client/0.fal-ai": ["S12"],
  "text-to-image--lora/js/fetch/0.fal-ai": ["S1", "S8"],
  "zero-shot-image-classification/python/requests/0.hf-inference": ["S5"],
  "bill-to-param/python/openai/0.hf-inference": ["S17"],
  "bill-to-param/js/openai/0.hf-inference": ["S17"],
  "conversational-llm-non-stream/python/openai/0.hf-inference": ["S17"],
  "conversational-llm-non-stream/js/openai/0.hf-inference": ["S17"],
  "conversational-llm-stream/js/openai/0.hf-inference": ["S17"],
  "conversational-vlm-non-stream/python/openai/0.hf-inference": ["S17"],
  "conversational-vlm-non-stream/js/openai/0.hf-inference": ["S17"],
  "conversational-vlm-stream/js/openai/0.hf-inference": ["S17"],
};
