import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Fill-mask models predict the word hidden behind a mask token in a sentence. It is the objective encoder models such as BERT are pretrained with.",
  models: [
    {
      description: "A modern encoder with a long context, trained on text and code.",
      id: "answerdotai/ModernBERT-large",
    },
    { description: "A masked language model covering 100 languages.", id: "FacebookAI/xlm-roberta-base" },
  ],
  datasets: [
    { description: "Cleaned Wikipedia articles in many languages.", id: "wikipedia" },
    { description: "A large cleaned crawl of English web pages.", id: "c4" },
  ],
  spaces: [],
  metrics: [
    {
      description: "How unlikely the model found the true tokens, averaged over the text; lower is better.",
      id: "cross_entropy",
    },
    {
      description: "The exponential of the cross-entropy; lower means the model is less surprised by the text.",
      id: "perplexity",
    },
  ],
  widgetModels: ["distilroberta-base"],
  youtubeId: "mqElG5QJWUg",
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The capital of Italy is [MASK]." }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "rome", score: 0.92 },
          { label: "milan", score: 0.03 },
          { label: "florence", score: 0.02 },
        ],
      },
    ],
  },
};

export default data;
