import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Image-text-to-text models, often called vision-language models, take images together with a text prompt and answer in text. They write captions, answer questions, read documents and chat about pictures.",
  models: [
    {
      description: "A small vision-language model that runs on modest hardware.",
      id: "HuggingFaceTB/SmolVLM-Instruct",
    },
    {
      description: "Turns screenshots of user interfaces into structured elements for agents.",
      id: "microsoft/OmniParser-v2.0",
    },
    {
      description: "An open vision-language model that can also point at things in images.",
      id: "allenai/Molmo-7B-D-0924",
    },
    { description: "A tiny vision-language model for captions and questions about images.", id: "vikhyatk/moondream2" },
    {
      description: "Understands images, documents and videos, and can locate objects in them.",
      id: "Qwen/Qwen2.5-VL-7B-Instruct",
    },
    {
      description: "A multimodal model for agents that act in software and in the physical world.",
      id: "microsoft/Magma-8B",
    },
    { description: "Converts images of PDF pages into clean text.", id: "allenai/olmOCR-7B-0225-preview" },
    {
      description: "A compact vision-language model focused on documents, charts and tables.",
      id: "ibm-granite/granite-vision-3.2-2b",
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
      description: "Chat with two vision-language models about an image and vote for the better answer.",
      id: "WildVision/vision-arena",
    },
    { description: "Chat about images with Molmo.", id: "akhaliq/Molmo-7B-D-0924" },
    { description: "Chat about images and videos with SmolVLM2.", id: "HuggingFaceTB/SmolVLM2" },
    { description: "Chat about images with Qwen2-VL.", id: "GanymedeNil/Qwen2-VL-7B" },
    { description: "Locates the element of a screenshot that an instruction refers to.", id: "showlab/ShowUI" },
    { description: "Shows where the people in an image are looking.", id: "moondream/gaze-demo" },
  ],
  metrics: [],
  widgetModels: ["Qwen/Qwen2-VL-7B-Instruct"],
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
