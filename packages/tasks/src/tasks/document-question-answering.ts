import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Document question answering reads an image of a document, such as an invoice or a form, and answers a question about it. The model has to use both the words and where they sit on the page.",
  models: [
    {
      description: "LayoutLM fine-tuned to answer questions about scanned documents.",
      id: "impira/layoutlm-document-qa",
    },
    { description: "LayoutLM fine-tuned to answer questions about invoices.", id: "impira/layoutlm-invoices" },
    { description: "Reads a document's text, layout and image together.", id: "microsoft/udop-large" },
    {
      description: "Answers questions about document images directly from their pixels.",
      id: "google/pix2struct-docvqa-large",
    },
  ],
  datasets: [
    { description: "A large synthetic set of questions and answers about PDF pages.", id: "HuggingFaceM4/Docmatix" },
    { description: "Questions and answers about scanned document images.", id: "eliolio/docvqa" },
  ],
  spaces: [
    { description: "Ask questions about an uploaded document.", id: "impira/docquery" },
    { description: "Ask questions about an invoice.", id: "impira/invoices" },
    {
      description: "Compares the answers of several document question answering models.",
      id: "merve/compare_docvqa_models",
    },
  ],
  metrics: [
    { description: "Average normalized Levenshtein similarity between predicted and reference answers.", id: "anls" },
    { description: "The share of answers identical to the reference answer.", id: "exact-match" },
  ],
  widgetModels: ["impira/layoutlm-invoices"],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "text", label: "Question", content: "What is the total amount due?" },
      { type: "img", filename: "document-question-answering-input.png" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "$1,284.50" }],
  },
};

export default data;
