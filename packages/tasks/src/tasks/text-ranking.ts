import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Text ranking orders a set of documents by how relevant each one is to a query. Rerankers usually refine the shortlist returned by a faster first search.",
  models: [
    {
      description: "A small cross-encoder that scores how relevant a passage is to a query.",
      id: "cross-encoder/ms-marco-MiniLM-L6-v2",
    },
    { description: "A multilingual reranker.", id: "Alibaba-NLP/gte-multilingual-reranker-base" },
    { description: "A reranker built on ModernBERT.", id: "Alibaba-NLP/gte-reranker-modernbert-base" },
  ],
  datasets: [{ description: "Real search queries with passages judged relevant to them.", id: "microsoft/ms_marco" }],
  spaces: [],
  metrics: [
    {
      description: "Rewards relevant documents placed near the top of the ranking.",
      id: "Normalized Discounted Cumulative Gain",
    },
    { description: "The average of one over the rank of the first relevant result.", id: "Mean Reciprocal Rank" },
    { description: "Average precision averaged over all classes.", id: "Mean Average Precision" },
  ],
  widgetModels: ["cross-encoder/ms-marco-MiniLM-L6-v2"],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "text", label: "Query", content: "How long should I boil an egg?" },
      { type: "text", label: "Document", content: "Soft-boiled eggs take about six minutes in boiling water." },
      { type: "text", label: "Document", content: "Eggs are a good source of protein." },
      { type: "text", label: "Document", content: "Chickens lay eggs of different colors." },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Soft-boiled eggs take about six minutes in boiling water.", score: 0.95 },
          { label: "Eggs are a good source of protein.", score: 0.11 },
          { label: "Chickens lay eggs of different colors.", score: 0.02 },
        ],
      },
    ],
  },
};

export default data;
