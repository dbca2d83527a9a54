import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-text-to-text models, often called vision-language models, take images together with a text prompt and answer in text. They write captions, answer questions, read documents and chat about pictures.",
  models: [
    {
      description: "A small vision-language model that runs on modest hardware.",
      id: "HuggingFaceTB/SmolVLM-Instruct",
    },
    { description: "A vision language model that reasons about an image before it answers.", id: "zai-org/GLM-4.5V" },
    { description: "A small vision language model that turns document pages into text.", id: "rednote-hilab/dots.ocr" },
    { description: "A small vision language model that follows instructions.", id: "Qwen/Qwen2.5-VL-3B-Instruct" },
    {
      description: "A multimodal model for agents that act in software and in the physical world.",
      id: "microsoft/Magma-8B",
    },
  ],
  datasets: [
    {
      description: "Instruction-following conversations about images, generated with GPT-4.",
      id: "liuhaotian/LLaVA-Instruct-150K",
    },
    {
      description: "Interleaved images and text taken from instructional videos, for pretraining.",
      id: "DAMO-NLP-SG/multimodal_textbook",
    },
    { description: "A collection of 50 vision-language datasets for fine-tuning.", id: "HuggingFaceM4/the_cauldron" },
    { description: "Screenshots of websites paired with their HTML code.", id: "HuggingFaceM4/WebSight" },
  ],
  spaces: [
    { description: "Ranks vision-language models on many benchmarks.", id: "opencompass/open_vlm_leaderboard" },
    {
      description: "Compare how well vision language models find objects in an image.",
      id: "sergiopaniego/vlm_object_understanding",
    },
    { description: "Run several OCR models on the same document and compare.", id: "prithivMLmods/Multimodal-OCR" },
  ],
  metrics: [],
  widgetModels: ["zai-org/GLM-4.5V"],
  youtubeId: "IoGaGfU1CIg",
  demo: {
    inputs: [
      { type: "img", filename: "image-text-to-text-input.jpg" },
      { type: "text", label: "Prompt", content: "How many people are sitting at the table?" },
    ],
    outputs: [
      {
        type: "text",
        label: "Answer",
        content: "Four people are sitting at the table, and a fifth is standing behind them.",
      },
    ],
  },
};

export default data;
