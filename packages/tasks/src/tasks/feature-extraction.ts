import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Feature extraction turns text into a vector of numbers, an embedding, that captures its meaning. The vectors feed search, clustering and other models.",
  models: [
    { description: "General-purpose English text embeddings.", id: "thenlper/gte-large" },
    {
      description: "A large embedding model built on Qwen1.5 that follows task instructions.",
      id: "Alibaba-NLP/gte-Qwen1.5-7B-instruct",
    },
  ],
  datasets: [{ description: "Cleaned Wikipedia articles in many languages.", id: "wikipedia" }],
  spaces: [
    { description: "Ranks embedding models on the Massive Text Embedding Benchmark.", id: "mteb/leaderboard" },
    { description: "Compare embedding models side by side and vote for the better one.", id: "mteb/arena" },
  ],
  metrics: [],
  widgetModels: ["facebook/bart-base"],
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The library opens at nine on weekdays." }],
    outputs: [
      {
        type: "tabular",
        table: [
          ["Dimension 1", "Dimension 2", "Dimension 3", "…"],
          ["0.0213", "-0.1174", "0.0862", "…"],
        ],
      },
    ],
  },
};

export default data;
