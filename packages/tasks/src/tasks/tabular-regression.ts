import type { TaskDataCustom } from "./types.js";

const data: TaskDataCustom = {
  summary:
    "Tabular regression predicts a number for each row of a table from the values in its columns, such as a price or a weight.",
  models: [{ description: "Predicts the weight of a fish from its measurements.", id: "scikit-learn/Fish-Weight" }],
  datasets: [
    {
      description: "A benchmark of tabular classification and regression datasets.",
      id: "inria-soda/tabular-benchmark",
    },
  ],
  spaces: [
    {
      description: "Predicts the weight of a fish from the measurements you enter.",
      id: "scikit-learn/fish-weight-prediction",
    },
  ],
  metrics: [
    { description: "The mean of squared differences between predictions and true values.", id: "mse" },
    { description: "The share of the target's variance that the model explains.", id: "r-squared" },
  ],
  widgetModels: ["scikit-learn/Fish-Weight"],
  youtubeId: "",
  demo: {
    inputs: [
      {
        type: "tabular",
        table: [
          ["Bedrooms", "Surface (m²)", "Year built"],
          ["2", "68", "1994"],
          ["4", "142", "2011"],
        ],
      },
    ],
    outputs: [{ type: "tabular", table: [["Estimated price"], ["214000"], ["468000"]] }],
  },
};

export default data;
