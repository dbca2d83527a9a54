import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image segmentation divides an image into regions by labelling every pixel. Its variants label classes (semantic), separate individual objects (instance) or do both (panoptic).",
  models: [
    { description: "A panoptic segmentation model trained on COCO.", id: "tue-mps/coco_panoptic_eomt_large_640" },
    { description: "Separates the foreground from the background of an image.", id: "briaai/RMBG-1.4" },
    {
      description: "High-resolution segmentation of the main objects in an image, often used to remove backgrounds.",
      id: "ZhengPeng7/BiRefNet",
    },
    { description: "Segments the body parts of people in an image.", id: "facebook/sapiens-seg-1b" },
    { description: "Panoptic segmentation trained on COCO.", id: "facebook/mask2former-swin-large-coco-panoptic" },
  ],
  datasets: [{ description: "Scene images labelled pixel by pixel with 150 categories.", id: "scene_parse_150" }],
  spaces: [
    { description: "Segments an image into categories named in free text.", id: "facebook/ov-seg" },
    { description: "Segment objects in an image with Segment Anything.", id: "jbrinkma/segment-anything" },
    { description: "Estimate the pose of people with the Sapiens models.", id: "facebook/sapiens-pose" },
    {
      description: "Segments individual cells in microscope images.",
      id: "rashmi/sartorius-cell-instance-segmentation",
    },
    { description: "Segments and follows objects through a video.", id: "ArtGAN/Segment-Anything-Video" },
    {
      description: "Panoptic segmentation that pairs a text-prompted detector with Segment Anything.",
      id: "segments/panoptic-segment-anything",
    },
  ],
  metrics: [
    { description: "The area under the precision-recall curve of one class.", id: "Average Precision" },
    { description: "Average precision averaged over all classes.", id: "Mean Average Precision" },
    {
      description: "The overlap between predicted and true masks divided by their union, averaged over classes.",
      id: "Mean Intersection over Union",
    },
    {
      description:
        "Average precision counted at one overlap threshold α between predicted and true regions, such as 50%.",
      id: "APα",
    },
  ],
  widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
  youtubeId: "dKE8SIt9C-w",
  demo: {
    inputs: [{ type: "img", filename: "image-segmentation-input.jpg" }],
    outputs: [{ type: "img", filename: "image-segmentation-output.png" }],
  },
};

export default data;
