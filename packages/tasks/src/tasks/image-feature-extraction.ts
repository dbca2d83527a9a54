import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image feature extraction turns an image into a vector of numbers that describes its content. These embeddings support similarity search, clustering and light classifiers trained on top.",
  models: [
    {
      description: "A self-supervised DINOv2 Vision Transformer whose features work well without fine-tuning.",
      id: "timm/vit_large_patch14_dinov2.lvd142m",
    },
    { description: "A vision backbone that mixes Mamba and Transformer blocks.", id: "nvidia/MambaVision-T-1K" },
    { description: "A Vision Transformer trained without labels with DINO.", id: "facebook/dino-vitb16" },
    {
      description: "An AIMv2 vision encoder, pretrained by generating image patches and text.",
      id: "apple/aimv2-large-patch14-336-distilled",
    },
    {
      description: "A six-billion-parameter vision encoder from the InternVL project.",
      id: "OpenGVLab/InternViT-6B-448px-V1-2",
    },
  ],
  datasets: [{ description: "About 1.3 million labelled images in 1,000 classes.", id: "imagenet-1k" }],
  spaces: [{ description: "Compares the accuracy and speed of the timm image models.", id: "timm/leaderboard" }],
  metrics: [],
  widgetModels: [],
  demo: {
    inputs: [{ type: "img", filename: "image-feature-extraction-input.jpg" }],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Dimension 1", "Dimension 2", "Dimension 3", "…"],
          ["0.0213", "-0.1174", "0.0862", "…"],
        ],
      },
    ],
  },
};

export default data;
