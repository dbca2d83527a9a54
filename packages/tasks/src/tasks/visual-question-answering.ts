import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Visual question answering answers a question about an image in natural language.",
  models: [
    {
      description: "Turns charts and plots into data tables that a language model can reason over.",
      id: "google/deplot",
    },
    { description: "A Pix2Struct model pretrained for reasoning about charts and math.", id: "google/matcha-base" },
    { description: "Answers questions about book covers from their images.", id: "google/pix2struct-ocrvqa-large" },
  ],
  datasets: [
    { description: "Open-ended questions about COCO images.", id: "Graphcore/vqa" },
    { description: "Questions that can only be answered by reading the text in an image.", id: "facebook/textvqa" },
  ],
  spaces: [
    { description: "Try the Pix2Struct models.", id: "merve/pix2struct" },
    { description: "Ask questions about images with ViLT.", id: "nielsr/vilt-vqa" },
    { description: "Caption images and ask questions about them with BLIP.", id: "Salesforce/BLIP" },
    {
      description: "Answers questions about an image by turning it into prompts for a language model.",
      id: "vumichien/Img2Prompt",
    },
  ],
  metrics: [
    { description: "The share of predictions that are correct.", id: "accuracy" },
    {
      description: "How close the predicted and true answers are in the WordNet hierarchy of word meanings.",
      id: "wu-palmer similarity",
    },
  ],
  widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
  youtubeId: "",
  demo: {
    inputs: [
      { type: "img", filename: "visual-question-answering-input.jpg" },
      { type: "text", label: "Question", content: "What color is the umbrella?" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "yellow", score: 0.91 },
          { label: "orange", score: 0.05 },
          { label: "green", score: 0.01 },
        ],
      },
    ],
  },
};

export default data;
