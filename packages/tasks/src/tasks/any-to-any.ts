import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Any-to-any models accept a mix of modalities, such as text, images and audio, and can answer in one or several of them. One model then covers jobs that would otherwise need a separate model for each pair of input and output types.",
  models: [
    { description: "Takes text, images, audio and video, and answers in text or speech.", id: "Qwen/Qwen2.5-Omni-7B" },
    { description: "Reads images and text and answers with images or text.", id: "OmniGen2/OmniGen2" },
    {
      description: "A compact model for vision, speech and live multimodal conversations.",
      id: "openbmb/MiniCPM-o-2_6",
    },
    { description: "Understands and generates both images and text in one model.", id: "ByteDance-Seed/BAGEL-7B-MoT" },
  ],
  datasets: [
    {
      description: "Preference data for aligning models across text, images, audio and video.",
      id: "PKU-Alignment/align-anything",
    },
  ],
  spaces: [{ description: "Chat with OmniGen2, which answers with images as well as text.", id: "OmniGen2/OmniGen2" }],
  metrics: [],
  widgetModels: [],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "img", filename: "any-to-any-input.jpg" },
      { type: "text", label: "Prompt", content: "Describe this picture out loud." },
    ],
    outputs: [
      {
        type: "text",
        label: "Answer",
        content: "A red bicycle leans against a stone wall beside a door painted blue.",
      },
      { type: "audio", filename: "any-to-any-output.wav" },
    ],
  },
};

export default data;
