import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Audio-to-audio models take a recording and return one or more new recordings, for example to remove background noise, separate overlapping speakers or change a voice.",
  models: [
    {
      description: "Removes noise from speech recordings and restores their quality.",
      id: "ResembleAI/resemble-enhance",
    },
    {
      description: "Makes speech sound as if another speaker said it (voice conversion).",
      id: "microsoft/speecht5_vc",
    },
  ],
  datasets: [
    {
      description: "Speaker embeddings computed from the CMU ARCTIC recordings, used to pick a voice.",
      id: "Matthijs/cmu-arctic-xvectors",
    },
  ],
  spaces: [
    {
      description: "Separates overlapping speakers in a recording with SpeechBrain.",
      id: "younver/speechbrain-speech-separation",
    },
    {
      description: "Transfers the style of one sound onto another with a diffusion model.",
      id: "nakas/audio-diffusion_style_transfer",
    },
  ],
  metrics: [
    { description: "Signal-to-noise ratio improvement: how much cleaner the output is than the input.", id: "snri" },
    { description: "Signal-to-distortion ratio improvement of the output over the input.", id: "sdri" },
  ],
  widgetModels: ["speechbrain/sepformer-wham"],
  youtubeId: "iohj7nCCYoM",
  demo: {
    inputs: [{ type: "audio", filename: "audio-to-audio-input.wav" }],
    outputs: [
      { type: "audio", filename: "audio-to-audio-speaker-1.wav" },
      { type: "audio", filename: "audio-to-audio-speaker-2.wav" },
    ],
  },
};

export default data;
