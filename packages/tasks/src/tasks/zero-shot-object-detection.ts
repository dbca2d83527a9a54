import { DETECTION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Zero-shot object detection finds objects described by free-text labels, even labels it never saw in training, and draws a box around each.",
  models: [
    { description: "Detects objects described in free text.", id: "IDEA-Research/grounding-dino-base" },
    { description: "Detects objects from text queries with OWLv2.", id: "google/owlv2-base-patch16-ensemble" },
  ],
  datasets: [],
  spaces: [
    { description: "Find objects in an image by naming them, with OWLv2.", id: "merve/owlv2" },
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
