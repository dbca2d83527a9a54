import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Zero-shot classification sorts text into categories chosen at prediction time, without training on them. Models usually recast the task as checking whether the text implies each candidate label.",
  models: [
    {
      description: "BART trained on natural language inference, usable to sort text into any labels.",
      id: "facebook/bart-large-mnli",
    },
    { description: "A zero-shot classifier built on ModernBERT.", id: "MoritzLaurer/ModernBERT-large-zeroshot-v2.0" },
    {
      description: "An efficient zero-shot classifier that scores all labels in one pass.",
      id: "knowledgator/gliclass-modern-base-v2.0-init",
    },
  ],
  datasets: [
    { description: "A benchmark of sentence classification and sentence-pair tasks.", id: "nyu-mll/glue" },
    { description: "Sentence pairs from many genres, labelled for entailment.", id: "nyu-mll/multi_nli" },
    {
      description: "Claims checked against Wikipedia: supported, refuted, or not enough information.",
      id: "fever/fever",
    },
  ],
  spaces: [],
  metrics: [],
  widgetModels: ["facebook/bart-large-mnli"],
  demo: {
    inputs: [
      { type: "text", label: "Text", content: "The new update drains my battery in a few hours." },
      { type: "text", label: "Candidate labels", content: "battery, screen, price" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "battery", score: 0.94 },
          { label: "screen", score: 0.04 },
          { label: "price", score: 0.02 },
        ],
      },
    ],
  },
};

export default data;
