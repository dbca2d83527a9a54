import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Automatic speech recognition turns spoken audio into written text. It powers transcripts, captions and voice interfaces.",
  models: [
    {
      description: "Multilingual transcription and speech translation, trained on a very large amount of audio.",
      id: "openai/whisper-large-v3",
    },
    {
      description: "A speech encoder pretrained on audio in many languages, to fine-tune for recognition.",
      id: "facebook/w2v-bert-2.0",
    },
    {
      description: "Transcribes and translates speech and text across about a hundred languages.",
      id: "facebook/seamless-m4t-v2-large",
    },
    {
      description: "Transcribes and translates speech in English, German, French and Spanish.",
      id: "nvidia/canary-1b",
    },
    {
      description: "Finds who speaks when in a recording (speaker diarization).",
      id: "pyannote/speaker-diarization-3.1",
    },
  ],
  datasets: [
    {
      description: "Crowd-sourced recordings of read sentences in many languages.",
      id: "mozilla-foundation/common_voice_17_0",
    },
    {
      description: "A large collection of spontaneous speech in several languages, taken from real-world recordings.",
      id: "amphion/Emilia-Dataset",
    },
    { description: "The English part of Multilingual LibriSpeech: read audiobooks.", id: "parler-tts/mls_eng" },
    { description: "Speech from online videos in many languages, with transcripts.", id: "espnet/yodas" },
  ],
  spaces: [
    { description: "Transcribe recordings or the microphone with Whisper.", id: "hf-audio/whisper-large-v3" },
    { description: "Transcribe speech with Moonshine, a small and fast recognizer.", id: "mrfakename/Moonshinex" },
    { description: "Translate speech and text with SeamlessM4T.", id: "facebook/seamless_m4t" },
    { description: "Transcribe and translate speech with Canary.", id: "nvidia/canary-1b" },
  ],
  metrics: [
    {
      description:
        "Word error rate: the share of words substituted, deleted or inserted compared with the reference transcript.",
      id: "wer",
    },
    { description: "Character error rate: the same measure counted in characters.", id: "cer" },
  ],
  widgetModels: ["openai/whisper-large-v3"],
  youtubeId: "TksaY_FDgnk",
  demo: {
    inputs: [{ type: "audio", filename: "automatic-speech-recognition-input.wav" }],
    outputs: [
      { type: "text", label: "Transcript", content: "The train to Lyon leaves from platform four at nine fifteen." },
    ],
  },
};

export default data;
