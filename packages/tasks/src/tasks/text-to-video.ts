import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Text-to-video models generate a video clip from a written description.",
  models: [
    { description: "A large open video generation model.", id: "tencent/HunyuanVideo" },
    { description: "Generates videos fast, close to real time.", id: "Lightricks/LTX-Video" },
    {
      description: "Generates physically plausible videos of the world from text.",
      id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
    },
    {
      description: "A distilled LTX-Video model that generates videos quickly.",
      id: "Lightricks/LTX-Video-0.9.8-13B-distilled",
    },
  ],
  datasets: [
    { description: "MSR-VTT video clips with captions and CLIP embeddings.", id: "iejMac/CLIP-MSR-VTT" },
    { description: "Action recognition videos in 101 classes.", id: "quchenyuan/UCF101-ZIP" },
    { description: "Short clips of human actions from the Kinetics dataset.", id: "nateraw/kinetics" },
    {
      description: "Short clips of people doing basic actions with everyday objects.",
      id: "HuggingFaceM4/something_something_v2",
    },
    { description: "Stock footage videos with text captions.", id: "HuggingFaceM4/webvid" },
    { description: "DiDeMo videos with descriptions of moments and CLIP embeddings.", id: "iejMac/CLIP-DiDeMo" },
  ],
  spaces: [
    { description: "Generate videos from text with VideoCrafter.", id: "VideoCrafter/VideoCrafter" },
    { description: "Generate videos with Wan 2.1.", id: "Wan-AI/Wan2.1" },
    { description: "Generate videos with Pyramid Flow.", id: "Pyramid-Flow/pyramid-flow" },
  ],
  metrics: [
    { description: "Inception score: how recognizable and varied generated frames are.", id: "is" },
    { description: "Fréchet Inception Distance between generated and real frames; lower is better.", id: "fid" },
    { description: "Fréchet Video Distance: how close generated videos are to real ones; lower is better.", id: "fvd" },
    { description: "The average CLIP similarity between the prompt and the generated frames.", id: "clipsim" },
  ],
  widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
  demo: {
    inputs: [
      { type: "text", label: "Prompt", content: "A paper boat drifting down a rainy street, filmed from above" },
    ],
    outputs: [{ type: "img", filename: "text-to-video-output.gif" }],
  },
};

export default data;
