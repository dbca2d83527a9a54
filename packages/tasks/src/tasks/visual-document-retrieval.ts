import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Visual document retrieval finds the document pages, given as images, that best answer a text query. Working from page images keeps the charts, tables and layout that text extraction would lose.",
  models: [
    {
      description: "Retrieves document pages from their images, with multi-vector embeddings built on Qwen2-VL.",
      id: "vidore/colqwen2-v1.0",
    },
    {
      description: "A fast retriever for document pages that also embeds other inputs, such as audio.",
      id: "Tevatron/OmniEmbed-v0.1",
    },
  ],
  datasets: [
    {
      description: "Queries paired with the document pages that answer them, to train page retrievers.",
      id: "vidore/colpali_train_set",
    },
  ],
  spaces: [
    { description: "Ranks visual document retrieval models.", id: "vidore/vidore-leaderboard" },
    {
      description: "Ask questions over document images, with pages retrieved by ColQwen2.",
      id: "vidore/visual-rag-tool",
    },
  ],
  metrics: [
    {
      description: "Rewards relevant pages placed near the top of the first K results.",
      id: "Normalized Discounted Cumulative Gain at K",
    },
  ],
  widgetModels: [""],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "img", filename: "visual-document-retrieval-page.png" },
      { type: "text", label: "Query", content: "Which quarter had the highest revenue?" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Page 12", score: 0.81 },
          { label: "Page 3", score: 0.42 },
          { label: "Page 27", score: 0.17 },
        ],
      },
    ],
  },
};

export default data;
