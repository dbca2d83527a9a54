import { CLASSIFICATION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Text classification gives a piece of text a label, such as its sentiment, its topic or the language it is written in.",
  models: [
    {
      description: "Classifies English sentences as positive or negative.",
      id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    },
    { description: "Classifies the sentiment of financial text.", id: "ProsusAI/finbert" },
    {
      description: "Rates tweets as negative, neutral or positive.",
      id: "cardiffnlp/twitter-roberta-base-sentiment-latest",
    },
    {
      description: "Detects the language of a text among 20 languages.",
      id: "papluca/xlm-roberta-base-language-detection",
    },
    { description: "Flags prompt injections and jailbreak attempts.", id: "meta-llama/Prompt-Guard-86M" },
  ],
  datasets: [
    { description: "A benchmark of sentence classification and sentence-pair tasks.", id: "nyu-mll/glue" },
    { description: "Sentence pairs labelled as entailment, contradiction or neutral.", id: "stanfordnlp/snli" },
  ],
  spaces: [
    {
      description: "A trading assistant for technology stocks built on text classification.",
      id: "IoannisTr/Tech_Stocks_Trading_Assistant",
    },
    {
      description: "Runs several language tasks, sentiment analysis among them, on one text.",
      id: "miesnerjacob/Multi-task-NLP",
    },
    { description: "Analyses reviews of health supplements with spaCy.", id: "spacy/healthsea-demo" },
  ],
  metrics: CLASSIFICATION_METRICS,
  widgetModels: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
  youtubeId: "leNG9fN9FQU",
  demo: {
    inputs: [{ type: "text", label: "Input", content: "The battery lasts two full days and the screen is gorgeous." }],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "Positive", score: 0.97 },
          { label: "Negative", score: 0.03 },
        ],
      },
    ],
  },
};

export default data;
