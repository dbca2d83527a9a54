import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Unconditional image generation creates new images that resemble those of a training set, without any prompt or input image.",
  models: [
    {
      description: "A diffusion model that generates small images like those of CIFAR-10.",
      id: "google/ddpm-cifar10-32",
    },
    { description: "A diffusion model that generates faces like those of CelebA-HQ.", id: "google/ddpm-celebahq-256" },
  ],
  datasets: [
    { description: "Small 32x32 images in 100 classes.", id: "cifar100" },
    { description: "Photos of celebrity faces with attribute labels.", id: "CelebA" },
  ],
  spaces: [
    {
      description: "Generates faces with a latent diffusion model trained on CelebA-HQ.",
      id: "CompVis/celeba-latent-diffusion",
    },
  ],
  metrics: [
    { description: "How recognizable and varied generated images are.", id: "Inception score (IS)" },
    {
      description: "How close generated images are to real ones in feature statistics; lower is better.",
      id: "Frećhet Inception Distance (FID)",
    },
  ],
  widgetModels: [""],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "text", label: "Seed", content: "42" },
      { type: "text", label: "Number of images", content: "1" },
    ],
    outputs: [{ type: "img", filename: "unconditional-image-generation-output.png" }],
  },
};

export default data;
