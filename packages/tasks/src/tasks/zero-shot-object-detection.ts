import { DETECTION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Zero-shot object detection finds objects described by free-text labels, even labels it never saw in training, and draws a box around each.",
  models: [
    {
      description: "Finds the objects a text prompt names (Grounding DINO).",
      id: "openmmlab-community/mm_grounding_dino_large_all",
    },
    {
      description: "An open-vocabulary object detector trained with help from a large language model.",
      id: "fushh7/LLMDet",
    },
  ],
  datasets: [],
  spaces: [
    { description: "Compare zero-shot object detectors on their outputs and speed.", id: "ariG23498/zero-shot-od" },
    { description: "Detects objects named in text and segments them with SAM.", id: "merve/OWLSAM" },
  ],
  metrics: DETECTION_METRICS,
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "img", filename: "zero-shot-object-detection-input.jpg" },
      { type: "text", label: "Candidate labels", content: "helmet, bicycle, traffic light" },
    ],
    outputs: [{ type: "img", filename: "zero-shot-object-detection-output.jpg" }],
  },
};

export default data;
