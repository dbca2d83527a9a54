import type { ExampleRepo } from "./types.js";

/** The usual scores of a classifier, shared by the classification tasks. */
export const CLASSIFICATION_METRICS: ExampleRepo[] = [
  { description: "The share of predictions that are correct.", id: "accuracy" },
  { description: "The share of actual positives that the model finds.", id: "recall" },
  { description: "The share of positive predictions that are correct.", id: "precision" },
  { description: "The harmonic mean of precision and recall.", id: "f1" },
];

/** The usual scores of an object detector, shared by the detection tasks. */
export const DETECTION_METRICS: ExampleRepo[] = [
  { description: "The area under the precision-recall curve of one class.", id: "Average Precision" },
  { description: "Average precision averaged over all classes.", id: "Mean Average Precision" },
  {
    description:
      "Average precision counted at one overlap threshold α between predicted and true regions, such as 50%.",
    id: "APα",
  },
];
