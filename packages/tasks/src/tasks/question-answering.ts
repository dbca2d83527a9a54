import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Question answering models answer a question about a given text, usually by pointing to the passage of the text that holds the answer.",
  models: [
    {
      description: "RoBERTa fine-tuned on SQuAD 2.0: extracts answers, or says there is none.",
      id: "deepset/roberta-base-squad2",
    },
    {
      description: "A small and fast extractive question answering model.",
      id: "distilbert/distilbert-base-cased-distilled-squad",
    },
    { description: "Answers questions about tables.", id: "google/tapas-base-finetuned-wtq" },
  ],
  datasets: [
    { description: "Questions about Wikipedia paragraphs, some of which have no answer in the text.", id: "squad_v2" },
    { description: "Real search engine questions answered from Wikipedia pages.", id: "natural_questions" },
  ],
  spaces: [{ description: "Answers questions using Wikipedia.", id: "deepset/wikipedia-assistant" }],
  metrics: [
    { description: "The share of answers identical to the reference answer.", id: "exact-match" },
    { description: "The harmonic mean of precision and recall.", id: "f1" },
  ],
  widgetModels: ["deepset/roberta-base-squad2"],
  youtubeId: "ajPx5LwJD-I",
  demo: {
    inputs: [
      { type: "text", label: "Question", content: "When was the bridge opened?" },
      {
        type: "text",
        label: "Context",
        content: "Construction began in 1883, and the bridge opened to traffic four years later, in 1887.",
      },
    ],
    outputs: [{ type: "text", label: "Answer", content: "1887" }],
  },
};

export default data;
