import { CLASSIFICATION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Video classification gives a whole video clip a label, most often the action taking place in it.",
  models: [
    {
      description: "A video Vision Transformer that recognizes the actions of Kinetics-400.",
      id: "google/vivit-b-16x2-kinetics400",
    },
    {
      description: "Extends CLIP to video, for zero-shot and supervised video classification.",
      id: "microsoft/xclip-base-patch32",
    },
  ],
  datasets: [{ description: "Short clips from online videos showing 400 human actions.", id: "kinetics400" }],
  spaces: [
    { description: "Narrates what happens in first-person videos.", id: "nateraw/lavila" },
    { description: "Classifies uploaded videos.", id: "fcakyon/video-classification" },
  ],
  metrics: CLASSIFICATION_METRICS,
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "video-classification-input.gif" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Playing guitar", score: 0.79 },
          { label: "Playing ukulele", score: 0.12 },
          { label: "Singing", score: 0.05 },
        ],
      },
    ],
  },
};

export default data;
