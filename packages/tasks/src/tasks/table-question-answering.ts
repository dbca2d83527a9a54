import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Table question answering answers a question about a table, by picking the right cells and, when needed, combining them with a sum, count or average.",
  models: [
    {
      description: "BART pretrained to execute SQL queries over tables, for reasoning about tables.",
      id: "microsoft/tapex-base",
    },
    { description: "Answers questions about tables.", id: "google/tapas-base-finetuned-wtq" },
  ],
  datasets: [
    { description: "Questions about tables taken from Wikipedia.", id: "wikitablequestions" },
    { description: "Questions paired with SQL queries over Wikipedia tables.", id: "wikisql" },
  ],
  spaces: [{ description: "Ask questions about a table.", id: "katanaml/table-query" }],
  metrics: [
    {
      description: "The share of questions whose predicted answer matches the correct one.",
      id: "Denotation Accuracy",
    },
  ],
  widgetModels: ["google/tapas-base-finetuned-wtq"],
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["City", "Population", "Area (km²)"],
          ["Lisbon", "545000", "100"],
          ["Porto", "232000", "41"],
          ["Braga", "193000", "183"],
        ],
      },
      { type: "text", label: "Question", content: "Which city has the largest area?" },
    ],
    outputs: [{ type: "text", label: "Answer", content: "Braga" }],
  },
};

export default data;
