import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Text-to-speech turns written text into natural-sounding speech, sometimes in a chosen or cloned voice.",
  canonicalId: "text-to-audio",
  models: [
    { description: "A very small text-to-speech model.", id: "KittenML/kitten-tts-nano-0.1" },
    { description: "A text-to-speech model that can clone a voice from a short sample.", id: "ResembleAI/chatterbox" },
    { description: "Multilingual speech synthesis with voice cloning.", id: "fishaudio/fish-speech-1.5" },
    { description: "Speaks a dialogue between several speakers from a script.", id: "nari-labs/Dia-1.6B-0626" },
  ],
  datasets: [
    { description: "A 10,000-hour subset of English Multilingual LibriSpeech.", id: "parler-tts/mls_eng_10k" },
    { description: "LibriTTS audiobook recordings restored to a higher quality.", id: "mythicinfinity/libritts_r" },
    { description: "Read audiobook speech in eight languages.", id: "facebook/multilingual_librispeech" },
  ],
  spaces: [
    { description: "Read text aloud with Kokoro.", id: "hexgrad/Kokoro-TTS" },
    { description: "Synthesize speech with Fish Speech.", id: "fishaudio/fish-speech-1" },
    { description: "Speak a text with Chatterbox.", id: "ResembleAI/Chatterbox" },
    {
      description: "Compare text-to-speech models side by side and vote for the better one.",
      id: "TTS-AGI/TTS-Arena-V2",
    },
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
