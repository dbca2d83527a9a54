import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Summarization condenses a document into a shorter text that keeps its main points, either by picking out key sentences or by writing new ones.",
  canonicalId: "text-generation",
  models: [
    { description: "BART fine-tuned to summarize CNN and Daily Mail news articles.", id: "facebook/bart-large-cnn" },
    { description: "A T5 model fine-tuned to summarize medical text.", id: "Falconsai/medical_summarization" },
  ],
  datasets: [
    { description: "News articles with summaries in five languages.", id: "mlsum" },
    { description: "Messenger-style conversations with written summaries.", id: "samsum" },
  ],
  spaces: [
    { description: "Summarizes long documents.", id: "pszemraj/summarize-long-text" },
    { description: "Summarizes terms of service.", id: "ml6team/distilbart-tos-summarizer-tosdr" },
    { description: "Summarizes uploaded documents.", id: "pszemraj/document-summarization" },
    {
      description: "A summarization demo that post-processes the generated summaries.",
      id: "ml6team/post-processing-summarization",
    },
  ],
  metrics: [
    {
      description: "Overlap of words and word sequences between a generated summary and reference summaries.",
      id: "rouge",
    },
  ],
  widgetModels: ["facebook/bart-large-cnn"],
  youtubeId: "yHnr5Dk2zCI",
  demo: {
    inputs: [
      {
        type: "text",
        label: "Input",
        content:
          "The city council met on Tuesday to discuss the new bus network. After three hours of debate, members approved two new routes to the hospital and the university, and agreed to run night buses on weekends from next spring. The cost will be covered by a regional transport grant.",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Summary",
        content:
          "The council approved two new bus routes and weekend night buses from next spring, paid for by a regional grant.",
      },
    ],
  },
};

export default data;
