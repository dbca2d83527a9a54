import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Sentence similarity measures how close two texts are in meaning, usually by comparing their embeddings. It underpins semantic search, duplicate detection and clustering.",
  models: [
    { description: "A widely used English sentence embedding model.", id: "sentence-transformers/all-mpnet-base-v2" },
    { description: "A multilingual embedding model for dense, sparse and multi-vector retrieval.", id: "BAAI/bge-m3" },
    {
      description: "A small multilingual embedding model that takes task instructions.",
      id: "HIT-TMG/KaLM-embedding-multilingual-mini-instruct-v1.5",
    },
  ],
  datasets: [{ description: "Real search queries with passages judged relevant to them.", id: "microsoft/ms_marco" }],
  spaces: [
    {
      description: "Answers questions about a YouTube video from its transcript.",
      id: "Gradio-Blocks/Ask_Questions_To_YouTube_Videos",
    },
    { description: "Finds PubMed abstracts that match a query.", id: "Gradio-Blocks/pubmed-abstract-retriever" },
    { description: "Summarizes the text of an article.", id: "nickmuchi/article-text-summarizer" },
    {
      description: "Semantic search over a collection of texts with Sentence Transformers.",
      id: "sentence-transformers/Sentence_Transformers_for_semantic_search",
    },
  ],
  metrics: [
    { description: "The average of one over the rank of the first relevant result.", id: "Mean Reciprocal Rank" },
    {
      description: "The cosine of the angle between two embeddings: close to 1 when they point the same way.",
      id: "Cosine Similarity",
    },
  ],
  widgetModels: ["sentence-transformers/all-MiniLM-L6-v2"],
  youtubeId: "VCZq5AkbNEU",
  demo: {
    inputs: [
      { type: "text", label: "Source sentence", content: "How do I reset my password?" },
      { type: "text", label: "Sentence to compare", content: "I forgot my password and cannot log in." },
      { type: "text", label: "Sentence to compare", content: "Where can I change my login credentials?" },
      { type: "text", label: "Sentence to compare", content: "The store closes at six tonight." },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "I forgot my password and cannot log in.", score: 0.82 },
          { label: "Where can I change my login credentials?", score: 0.71 },
          { label: "The store closes at six tonight.", score: 0.05 },
        ],
      },
    ],
  },
};

export default data;
