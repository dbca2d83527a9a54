import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Text-to-image models create an image from a written description.",
  models: [
    { description: "Generates realistic, photograph-like images.", id: "black-forest-labs/FLUX.1-Krea-dev" },
    { description: "A large image generation model from the Qwen team.", id: "Qwen/Qwen-Image" },
    { description: "Generates SDXL images in a few steps.", id: "ByteDance/SDXL-Lightning" },
    { description: "Few-step versions of Stable Diffusion and FLUX models.", id: "ByteDance/Hyper-SD" },
  ],
  datasets: [
    { description: "Images and captions collected from Reddit.", id: "red_caps" },
    { description: "Millions of web images with cleaned-up alt-text captions.", id: "conceptual_captions" },
    { description: "About twelve million public-domain images with captions.", id: "Spawning/PD12M" },
  ],
  spaces: [
    { description: "Generate images with Stable Diffusion 3 Medium.", id: "stabilityai/stable-diffusion-3-medium" },
    { description: "Creates comic pages from a prompt.", id: "jbilcke-hf/ai-comic-factory" },
    { description: "Combine and try FLUX LoRAs.", id: "multimodalart/flux-lora-lab" },
    { description: "Fast Stable Diffusion XL generation with LCM-LoRA.", id: "latent-consistency/lcm-lora-for-sdxl" },
    { description: "Browse and try style LoRAs for Stable Diffusion.", id: "multimodalart/LoraTheExplorer" },
    {
      description: "A web interface for Stable Diffusion with ControlNet.",
      id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI",
    },
    { description: "Generates images that keep the identity of a face from a single photo.", id: "InstantX/InstantID" },
  ],
  metrics: [
    { description: "Inception score: how recognizable and varied generated images are.", id: "IS" },
    {
      description:
        "Fréchet Inception Distance: how close generated images are to real ones in feature statistics; lower is better.",
      id: "FID",
    },
    {
      description:
        "How often the prompt is retrieved, among other texts, from the generated image: a measure of text-image alignment.",
      id: "R-Precision",
    },
  ],
  widgetModels: ["black-forest-labs/FLUX.1-dev"],
  youtubeId: "",
  demo: {
    inputs: [{ type: "text", label: "Prompt", content: "A lighthouse on a cliff at dawn, watercolor style" }],
    outputs: [{ type: "img", filename: "text-to-image-output.png" }],
  },
};

export default data;
