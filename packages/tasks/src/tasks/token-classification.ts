import { CLASSIFICATION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Token classification gives a label to each word or token of a text. Named entity recognition and part-of-speech tagging are the usual examples.",
  models: [
    { description: "BERT fine-tuned to find names of people, places and organizations.", id: "dslim/bert-base-NER" },
    {
      description: "XLM-RoBERTa fine-tuned for named entity recognition in English.",
      id: "FacebookAI/xlm-roberta-large-finetuned-conll03-english",
    },
    { description: "Finds medical entities such as diseases, drugs and symptoms.", id: "blaze999/Medical-NER" },
    { description: "Flair's named entity tagger for English.", id: "flair/ner-english" },
  ],
  datasets: [
    {
      description: "News text annotated with names of people, places, organizations and other entities.",
      id: "eriktks/conll2003",
    },
    { description: "Named entities in Wikipedia text across many languages.", id: "unimelb-nlp/wikiann" },
  ],
  spaces: [{ description: "Shows what a spaCy pipeline finds in a text.", id: "spacy/gradio_pipeline_visualizer" }],
  metrics: CLASSIFICATION_METRICS,
  widgetModels: ["FacebookAI/xlm-roberta-large-finetuned-conll03-english"],
  youtubeId: "wVHdVlPScxA",
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Ada Lovelace worked with Charles Babbage in London." }],
    outputs: [
      {
        type: "text-with-tokens",
        text: "Ada Lovelace worked with Charles Babbage in London.",
        tokens: [
          { type: "PERSON", start: 0, end: 12 },
          { type: "PERSON", start: 25, end: 40 },
          { type: "LOCATION", start: 44, end: 50 },
        ],
      },
    ],
  },
};

export default data;
