import { CLASSIFICATION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Audio classification gives a clip of sound one or more labels, such as the spoken command, the speaker's emotion, the language or the kind of sound heard.",
  models: [
    {
      description: "Recognizes short spoken commands (keyword spotting).",
      id: "speechbrain/google_speech_command_xvector",
    },
    {
      description: "Recognizes the emotion expressed in English speech.",
      id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
    },
    { description: "Identifies which of 126 languages is spoken.", id: "facebook/mms-lid-126" },
  ],
  datasets: [
    {
      description: "A benchmark of speech tasks, including keyword spotting and speaker identification.",
      id: "s3prl/superb",
    },
    {
      description: "Ten-second clips from online videos, labelled with hundreds of sound classes.",
      id: "agkphysics/AudioSet",
    },
  ],
  spaces: [{ description: "Classifies uploaded audio clips.", id: "kurianbenoy/audioclassification" }],
  metrics: CLASSIFICATION_METRICS,
  widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
  youtubeId: "KWwzcmG98Ds",
  demo: {
    inputs: [{ type: "audio", filename: "audio-classification-input.wav" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Dog barking", score: 0.84 },
          { label: "Speech", score: 0.09 },
          { label: "Traffic", score: 0.04 },
        ],
      },
    ],
  },
};

export default data;
