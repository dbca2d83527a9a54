import { CLASSIFICATION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Image classification gives a whole image a label, such as the object or the scene it shows.",
  models: [
    { description: "A Vision Transformer trained to classify ImageNet images.", id: "google/vit-base-patch16-224" },
    {
      description: "A data-efficient Vision Transformer trained on ImageNet with distillation.",
      id: "facebook/deit-base-distilled-patch16-224",
    },
    {
      description: "A modernized convolutional network for ImageNet classification.",
      id: "facebook/convnext-large-224",
    },
  ],
  datasets: [
    { description: "Small 32x32 images in 100 classes.", id: "cifar100" },
    { description: "Grayscale pictures of clothing in 10 classes.", id: "fashion_mnist" },
  ],
  spaces: [{ description: "Compares the accuracy and speed of the timm image models.", id: "timm/leaderboard" }],
  metrics: CLASSIFICATION_METRICS,
  widgetModels: ["google/vit-base-patch16-224"],
  youtubeId: "tjAIM7BOYhw",
  demo: {
    inputs: [{ type: "img", filename: "image-classification-input.jpg" }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Golden retriever", score: 0.88 },
          { label: "Labrador retriever", score: 0.07 },
          { label: "Tennis ball", score: 0.02 },
        ],
      },
    ],
  },
};

export default data;
