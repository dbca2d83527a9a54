import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-to-video models bring a still image to life as a short video; many also take a text prompt that steers the motion and the style.",
  models: [
    {
      description: "A 13-billion-parameter LTX-Video model for high-quality clips.",
      id: "Lightricks/LTX-Video-0.9.7-dev",
    },
    { description: "Generates videos guided by reference images (Wan 2.1 VACE, 14B).", id: "Wan-AI/Wan2.1-VACE-14B" },
    {
      description: "Animates an image frame by frame with FramePack on HunyuanVideo.",
      id: "lllyasviel/FramePack_F1_I2V_HY_20250503",
    },
    { description: "A distilled LTX-Video 0.9.7 that generates faster.", id: "Lightricks/LTX-Video-0.9.7-distilled" },
    { description: "Skywork's 14B image-to-video model for 720p clips.", id: "Skywork/SkyReels-V2-I2V-14B-720P" },
    { description: "The image-to-video version of HunyuanVideo.", id: "tencent/HunyuanVideo-I2V" },
    { description: "Wan 2.1's 14B image-to-video model for 720p clips.", id: "Wan-AI/Wan2.1-I2V-14B-720P" },
    { description: "The same Wan 2.1 model in the diffusers format.", id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers" },
  ],
  datasets: [
    { description: "Test cases for video generation controlled by reference images.", id: "ali-vilab/VACE-Benchmark" },
    {
      description: "People's ratings of the style of generated videos.",
      id: "Rapidata/sora-video-generation-style-likert-scoring",
    },
    { description: "Time-lapse videos with captions along their length.", id: "BestWishYsh/ChronoMagic" },
  ],
  spaces: [
    { description: "Generate short videos quickly with a distilled LTX-Video.", id: "Lightricks/ltx-video-distilled" },
    { description: "Animate an image with FramePack-F1.", id: "linoyts/FramePack-F1" },
    { description: "Animate an image with FramePack.", id: "lisonallen/framepack-i2v" },
    { description: "Fast Wan 2.1 generation with the CausVid LoRA.", id: "multimodalart/wan2-1-fast" },
    { description: "Animate an image with Stable Video Diffusion.", id: "multimodalart/stable-video-diffusion" },
  ],
  metrics: [
    { description: "Fréchet Video Distance: how close generated videos are to real ones; lower is better.", id: "fvd" },
    {
      description: "How well the frames follow the text prompt, measured with CLIP; higher is better.",
      id: "clip_score",
    },
    {
      description:
        "How far the first frame is from the input image, by learned perceptual similarity; lower is closer.",
      id: "lpips",
    },
    {
      description: "Whether a person or object keeps its identity from the input image through the clip.",
      id: "identity_preservation",
    },
    { description: "How smooth, plausible and consistent the motion in the clip is.", id: "motion_score" },
  ],
  widgetModels: [],
  demo: {
    inputs: [
      { type: "img", filename: "image-to-video-input.jpg" },
      { type: "text", label: "Prompt (optional)", content: "The sailboat drifts slowly across the bay" },
    ],
    outputs: [{ type: "img", filename: "image-to-video-output.gif" }],
  },
};

export default data;
