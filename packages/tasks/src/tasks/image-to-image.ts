import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-to-image models turn an input image into a new one, for jobs such as raising the resolution, filling in a region, transferring a style or generating under the guidance of a map.",
  models: [
    { description: "Upscales images four times with a GAN.", id: "fal/AuraSR-v2" },
    { description: "Edits an image as a written instruction asks.", id: "black-forest-labs/FLUX.1-Kontext-dev" },
    { description: "Dresses the person in a photo in a given garment (virtual try-on).", id: "yisol/IDM-VTON" },
    {
      description: "A LoRA that changes the lighting of a photo.",
      id: "kontext-community/relighting-kontext-dev-lora-v3",
    },
    {
      description: "Fills in or extends masked parts of an image following a prompt.",
      id: "black-forest-labs/FLUX.1-Fill-dev",
    },
    {
      description: "A LoRA that makes FLUX follow the depth map of an input image.",
      id: "black-forest-labs/FLUX.1-Depth-dev-lora",
    },
  ],
  datasets: [
    { description: "Scenes rendered under different lighting, to learn relighting.", id: "VIDIT" },
    { description: "Photos of celebrity faces.", id: "huggan/CelebA-faces" },
    { description: "About twelve million public-domain images with captions.", id: "Spawning/PD12M" },
  ],
  spaces: [
    { description: "Edit an image by describing the change.", id: "black-forest-labs/FLUX.1-Kontext-Dev" },
    { description: "Relight a photo with IC-Light.", id: "lllyasviel/iclight-v2-vary" },
    { description: "Upscale an image with a FLUX ControlNet.", id: "jasperai/Flux.1-dev-Controlnet-Upscaler" },
  ],
  metrics: [
    {
      description: "Peak signal-to-noise ratio between the output and a reference image; higher is better.",
      id: "PSNR",
    },
    { description: "Structural similarity between the output and a reference image.", id: "SSIM" },
    { description: "Inception score: how recognizable and varied generated images are.", id: "IS" },
  ],
  widgetModels: ["Qwen/Qwen-Image"],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "image-to-image-input.jpg" }],
    outputs: [{ type: "img", filename: "image-to-image-output.jpg" }],
  },
};

export default data;
