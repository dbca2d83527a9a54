import type { TaskDataCustom } from "./types.js";

/** The page of a task that has no written content yet: flagged, with empty lists and no summary. */
const data: TaskDataCustom = {
  summary: "",
  isPlaceholder: true,
  models: [],
  datasets: [],
  spaces: [],
  metrics: [],
  widgetModels: [],
  demo: { inputs: [], outputs: [] },
};

export default data;
