import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-to-image models turn an input image into a new one, for jobs such as raising the resolution, filling in a region, transferring a style or generating under the guidance of a map.",
  models: [
    { description: "Upscales images four times with a GAN.", id: "fal/AuraSR-v2" },
    { description: "Increases image resolution with a small convolutional network.", id: "keras-io/super-resolution" },
    {
      description: "Adds image conditions to FLUX, to generate a given subject or follow a given layout.",
      id: "Yuanshi/OminiControl",
    },
    {
      description: "A ControlNet that generates images following a segmentation map.",
      id: "mfidabel/controlnet-segment-anything",
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
    { description: "Brightens photos taken in low light.", id: "keras-io/low-light-image-enhancement" },
    { description: "Repaints a photo in the style of another image.", id: "keras-io/neural-style-transfer" },
    { description: "Generates images guided by Segment Anything masks.", id: "mfidabel/controlnet-segment-anything" },
    { description: "Generates images guided by edges, poses or depth with ControlNet.", id: "hysts/ControlNet" },
    { description: "Generates images guided by a brightness map.", id: "ioclab/brightness-controlnet" },
    { description: "Edits an image by following a written instruction.", id: "timbrooks/instruct-pix2pix" },
  ],
  metrics: [
    {
      description: "Peak signal-to-noise ratio between the output and a reference image; higher is better.",
      id: "PSNR",
    },
    { description: "Structural similarity between the output and a reference image.", id: "SSIM" },
    { description: "Inception score: how recognizable and varied generated images are.", id: "IS" },
  ],
  widgetModels: ["stabilityai/stable-diffusion-2-inpainting"],
  youtubeId: "",
  demo: {
    inputs: [{ type: "img", filename: "image-to-image-input.jpg" }],
    outputs: [{ type: "img", filename: "image-to-image-output.jpg" }],
  },
};

export default data;
