import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Mask generation outlines objects in an image, either everything it can find or the objects pointed at with points or boxes. Unlike image segmentation, the masks carry no class names.",
  models: [
    {
      description: "A pruned Segment Anything model that keeps much of the quality at a fraction of the size.",
      id: "Zigeng/SlimSAM-uniform-50",
    },
    {
      description: "Segment Anything 2: segments objects in images and videos from points or boxes.",
      id: "facebook/sam2-hiera-large",
    },
  ],
  datasets: [
    { description: "The COCO 2017 images with their object annotations.", id: "merve/coco2017" },
    { description: "Brain MRI scans with tumour segmentation masks.", id: "rocky93/BraTS_segmentation" },
  ],
  spaces: [
    { description: "Segments objects named in text, combining OWLv2 detection with SAM 2.", id: "merve/OWLSAM2" },
    { description: "Generate masks with SlimSAM.", id: "merve/slimsam" },
    { description: "Segment objects in images with SAM 2.", id: "SkalskiP/segment-anything-model-2" },
    {
      description: "Removes an object from a video: SAM segments it and ProPainter fills the gap.",
      id: "SkalskiP/SAM_and_ProPainter",
    },
  ],
  metrics: [
    {
      description: "The overlap between a predicted and a true mask divided by their union.",
      id: "Intersection over Union (IoU)",
    },
  ],
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "mask-generation-input.jpg" }],
    outputs: [{ type: "img", filename: "mask-generation-output.png" }],
  },
};

export default data;
