import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Text-to-speech turns written text into natural-sounding speech, sometimes in a chosen or cloned voice.",
  canonicalId: "text-to-audio",
  models: [
    {
      description: "Speaks text in a voice and style described in a second prompt.",
      id: "parler-tts/parler-tts-large-v1",
    },
    { description: "Speaks text in a voice cloned from a short reference clip.", id: "SWivid/F5-TTS" },
    { description: "Multilingual speech synthesis with voice cloning.", id: "fishaudio/fish-speech-1.5" },
    { description: "A small speech synthesizer built on a language model.", id: "OuteAI/OuteTTS-0.1-350M" },
    { description: "A very small and fast model with natural-sounding voices.", id: "hexgrad/Kokoro-82M" },
  ],
  datasets: [
    { description: "A 10,000-hour subset of English Multilingual LibriSpeech.", id: "parler-tts/mls_eng_10k" },
    { description: "LibriTTS audiobook recordings restored to a higher quality.", id: "mythicinfinity/libritts_r" },
    { description: "Read audiobook speech in eight languages.", id: "facebook/multilingual_librispeech" },
  ],
  spaces: [
    { description: "Read text aloud with Kokoro.", id: "hexgrad/Kokoro-TTS" },
    { description: "Synthesize speech with Fish Speech.", id: "fishaudio/fish-speech-1" },
    { description: "Clone a voice with E2 TTS or F5-TTS.", id: "mrfakename/E2-F5-TTS" },
    { description: "Expressive speech whose style is set by a description.", id: "parler-tts/parler-tts-expresso" },
    { description: "Turns a text into a podcast read by Kokoro voices.", id: "ngxson/kokoro-podcast-generator" },
  ],
  metrics: [
    {
      description: "Distance between the spectral features of generated and reference speech; lower is better.",
      id: "mel cepstral distortion",
    },
  ],
  widgetModels: ["suno/bark"],
  youtubeId: "NW62DpzJ274",
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Your order has shipped and should arrive on Thursday." }],
    outputs: [{ type: "audio", filename: "text-to-speech-output.wav" }],
  },
};

export default data;
