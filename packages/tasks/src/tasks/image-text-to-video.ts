import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-text-to-video models animate a reference image the way a written prompt describes, producing a short clip that starts from or keeps to that image.",
  models: [{ description: "Generates videos fast, close to real time.", id: "Lightricks/LTX-Video" }],
  datasets: [],
  spaces: [
    { description: "Generate short videos quickly with a distilled LTX-Video.", id: "Lightricks/ltx-video-distilled" },
  ],
  metrics: [
    { description: "Fréchet Video Distance: how close generated videos are to real ones; lower is better.", id: "fvd" },
    { description: "The average CLIP similarity between the prompt and the generated frames.", id: "clipsim" },
  ],
  widgetModels: ["Lightricks/LTX-Video"],
  demo: {
    inputs: [
      { type: "img", filename: "image-text-to-video-input.jpg" },
      { type: "text", label: "Prompt", content: "The kite climbs higher as the wind picks up" },
    ],
    outputs: [{ type: "img", filename: "image-text-to-video-output.gif" }],
  },
};

export default data;
