import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Video-text-to-text models watch a video and answer a text prompt about it, for example to describe, summarize or answer questions about what happens.",
  models: [
    { description: "Understands long videos by compressing their frames.", id: "Vision-CAIR/LongVU_Qwen2_7B" },
    {
      description: "A video-language model from the Apollo study of video understanding.",
      id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32",
    },
    { description: "A small model that understands videos and images.", id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct" },
  ],
  datasets: [
    { description: "A benchmark of questions about short, medium and long videos.", id: "lmms-lab/Video-MME" },
    { description: "Questions and answers about videos, from the Video-ChatGPT work.", id: "lmms-lab/VideoChatGPT" },
    {
      description: "Videos with detailed annotations of their content, to train video models.",
      id: "HuggingFaceFV/finevideo",
    },
  ],
  spaces: [
    { description: "Chat about videos with Video-LLaVA.", id: "llava-hf/video-llava" },
    { description: "Ranks models on video understanding benchmarks.", id: "opencompass/openvlm_video_leaderboard" },
    { description: "Finds the highlights of a video with SmolVLM2.", id: "HuggingFaceTB/SmolVLM2-HighlightGenerator" },
  ],
  metrics: [],
  widgetModels: [""],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "img", filename: "video-text-to-text-input.gif" },
      { type: "text", label: "Prompt", content: "What does the person do after opening the fridge?" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "They take out a bottle of milk and pour it into a glass." }],
  },
};

export default data;
