import { DETECTION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Object detection finds the objects in an image, draws a box around each one and names its class.",
  models: [
    { description: "A transformer-based detector trained on COCO.", id: "facebook/detr-resnet-50" },
    {
      description: "A DETR variant whose queries are anchor boxes, which speeds up training.",
      id: "IDEA-Research/dab-detr-resnet-50",
    },
    { description: "A real-time transformer-based detector.", id: "PekingU/rtdetr_v2_r50vd" },
    { description: "Detects people, vehicles and other objects in overhead imagery.", id: "StephanST/WALDO30" },
  ],
  datasets: [
    { description: "The COCO 2017 images with their object annotations.", id: "merve/coco2017" },
    { description: "Everyday scenes with boxes around objects of 20 classes.", id: "merve/pascal-voc" },
  ],
  spaces: [
    { description: "Detect objects in real time with RF-DETR.", id: "Roboflow/RF-DETR" },
    { description: "Detect objects with DETR and YOLOS.", id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS" },
    { description: "Detect objects with YOLOv12.", id: "sunsmarterjieleaf/yolov12" },
    { description: "Tracks and segments objects through videos.", id: "VIPLab/Track-Anything" },
    { description: "Detects and tracks objects in videos with RT-DETR.", id: "merve/RT-DETR-tracking-coco" },
  ],
  metrics: DETECTION_METRICS,
  widgetModels: ["facebook/detr-resnet-50"],
  youtubeId: "WdAeKSOpxhw",
  demo: {
    inputs: [{ type: "img", filename: "object-detection-input.jpg" }],
    outputs: [{ type: "img", filename: "object-detection-output.jpg" }],
  },
};

export default data;
