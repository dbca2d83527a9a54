import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Zero-shot image classification labels an image with categories given at prediction time, by comparing the image with a text description of each category.",
  models: [
    { description: "Pairs a SigLIP image encoder with a multilingual text encoder.", id: "visheratin/mexma-siglip" },
    {
      description: "A SigLIP 2 image-text model for matching images with labels.",
      id: "google/siglip2-base-patch16-224",
    },
    { description: "A multimodal embedding model built on Llama 3.2 Vision.", id: "intfloat/mmE5-mllama-11b-instruct" },
    { description: "A multilingual CLIP-style model for images and text.", id: "jinaai/jina-clip-v2" },
    {
      description: "A CLIP-style model trained on biomedical figures and their captions.",
      id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
    },
  ],
  datasets: [{ description: "", id: "" }],
  spaces: [
    { description: "Suggests a text prompt that describes an image.", id: "pharma/CLIP-Interrogator" },
    { description: "Compares CLIP and SigLIP predictions on the same image.", id: "merve/compare_clip_siglip" },
  ],
  metrics: [
    { description: "How often the correct label is among the K labels with the highest scores.", id: "top-K accuracy" },
  ],
  widgetModels: ["google/siglip-so400m-patch14-224"],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "img", filename: "zero-shot-image-classification-input.jpg" },
      { type: "text", label: "Candidate labels", content: "a cat, a dog, a rabbit" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "a rabbit", score: 0.89 },
          { label: "a cat", score: 0.08 },
          { label: "a dog", score: 0.03 },
        ],
      },
    ],
  },
};

export default data;
