import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Text generation models continue a piece of text or, when tuned for chat, follow instructions and hold a conversation. They write, summarize, translate, code and reason across a wide range of tasks.",
  models: [
    { description: "A small instruction-tuned model of the Gemma 2 family.", id: "google/gemma-2-2b-it" },
    { description: "A large mixture-of-experts model for writing code.", id: "Qwen/Qwen3-Coder-480B-A35B-Instruct" },
    { description: "An open-weight model that is good at calling tools.", id: "openai/gpt-oss-120b" },
    { description: "A large general-purpose model that can reason before answering.", id: "zai-org/GLM-4.5" },
    { description: "A small model that reasons step by step before it answers.", id: "Qwen/Qwen3-4B-Thinking-2507" },
    {
      description: "A Qwen2.5 model that handles contexts of up to a million tokens.",
      id: "Qwen/Qwen2.5-7B-Instruct-1M",
    },
    { description: "A Qwen2.5 model specialized in writing and fixing code.", id: "Qwen/Qwen2.5-Coder-32B-Instruct" },
    { description: "A large open reasoning model trained with reinforcement learning.", id: "deepseek-ai/DeepSeek-R1" },
  ],
  datasets: [
    {
      description: "MMLU translated into many languages, with labels for culturally sensitive questions.",
      id: "CohereForAI/Global-MMLU",
    },
    { description: "Multilingual web text for pretraining.", id: "HuggingFaceFW/fineweb-2" },
    { description: "Multi-turn chat conversations for instruction tuning.", id: "HuggingFaceH4/ultrachat_200k" },
    { description: "Math problems with step-by-step reasoning traces.", id: "open-r1/OpenThoughts-114k-math" },
    {
      description: "The instruction-tuning mixture used to train the Tülu 3 models.",
      id: "allenai/tulu-3-sft-mixture",
    },
    { description: "Synthetic conversations for fine-tuning small chat models.", id: "HuggingFaceTB/smoltalk" },
    { description: "Web pages rich in mathematics, for pretraining.", id: "HuggingFaceTB/finemath" },
  ],
  spaces: [
    { description: "Write and run code from instructions, with a choice of models.", id: "akhaliq/anycoder" },
    { description: "Build a web site from a description.", id: "enzostvs/deepsite" },
    { description: "Ranks models by how much reasoning step by step helps them.", id: "logikon/open_cot_leaderboard" },
    { description: "Chat with Llama 2 served by Text Generation Inference.", id: "ysharma/Explore_llamav2_with_TGI" },
    { description: "Chat with Zephyr.", id: "HuggingFaceH4/zephyr-chat" },
    {
      description: "Ranks chat models by human votes in head-to-head comparisons.",
      id: "lmsys/chatbot-arena-leaderboard",
    },
    { description: "Chat with Phixtral, a mixture of experts built from Phi-2 models.", id: "mlabonne/phixtral-chat" },
  ],
  metrics: [
    {
      description: "How unlikely the model found the true tokens, averaged over the text; lower is better.",
      id: "Cross Entropy",
    },
    {
      description: "The exponential of the cross-entropy; lower means the model is less surprised by the text.",
      id: "Perplexity",
    },
  ],
  widgetModels: ["mistralai/Mistral-Nemo-Instruct-2407"],
  youtubeId: "e9gNEAlsOvU",
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Write a haiku about autumn rain." }],
    outputs: [
      {
        type: "text",
        label: "Output",
        content: "Cold rain on the roof,\nred leaves drifting down the street,\nthe kettle whistles.",
      },
    ],
  },
};

export default data;
