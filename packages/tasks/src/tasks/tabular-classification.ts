import { CLASSIFICATION_METRICS } from "./shared-metrics.js";
import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary: "Tabular classification predicts a category for each row of a table from the values in its columns.",
  models: [
    {
      description: "A tree-based scikit-learn classifier for cancer prediction.",
      id: "scikit-learn/cancer-prediction-trees",
    },
  ],
  datasets: [
    {
      description: "A benchmark of tabular classification and regression datasets.",
      id: "inria-soda/tabular-benchmark",
    },
  ],
  spaces: [
    { description: "A tabular classification demo built with scikit-learn.", id: "scikit-learn/tabular-playground" },
    { description: "A classification demo built with scikit-learn.", id: "scikit-learn/classification" },
  ],
  metrics: CLASSIFICATION_METRICS,
  widgetModels: ["scikit-learn/tabular-playground"],
  youtubeId: "",
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Age", "Plan", "Monthly calls", "Complaints"],
          ["34", "Basic", "120", "0"],
          ["51", "Premium", "15", "3"],
        ],
      },
    ],
    outputs: [{ type: "tabular", table: [["Will cancel"], ["No"], ["Yes"]] }],
  },
};

export default data;
