import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Translation converts text from one language into another while keeping its meaning.",
  canonicalId: "text-generation",
  models: [
    { description: "Translates between 200 languages.", id: "facebook/nllb-200-1.3B" },
    {
      description:
        "A text-to-text model that translates between English, French, German and Romanian, among other tasks.",
      id: "google-t5/t5-base",
    },
  ],
  datasets: [
    { description: "Aligned sentences from books, in many language pairs.", id: "Helsinki-NLP/opus_books" },
    { description: "Functions translated between Java and C#.", id: "google/code_x_glue_cc_code_to_code_trans" },
  ],
  spaces: [
    { description: "Translate between 100 languages.", id: "Iker/Translate-100-languages" },
    { description: "Translate with NLLB.", id: "Geonmo/nllb-translation-demo" },
  ],
  metrics: [
    { description: "Overlap of word sequences between a translation and reference translations.", id: "bleu" },
    {
      description: "BLEU computed in one standard way, so that scores from different papers compare.",
      id: "sacrebleu",
    },
  ],
  widgetModels: ["facebook/mbart-large-50-many-to-many-mmt"],
  youtubeId: "1JvfrvZgi6c",
  demo: {
    inputs: [{ type: "text", label: "Input", content: "Where is the nearest train station?" }],
    outputs: [{ type: "text", label: "Output", content: "Où est la gare la plus proche ?" }],
  },
};

export default data;
