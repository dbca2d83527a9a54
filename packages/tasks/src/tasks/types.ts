import type { ModelLibraryKey } from "../model-libraries.js";
import type { PipelineType } from "../pipelines.js";

/** A model, dataset, space or metric named on a task page, with a line saying why it is worth a look. */
export interface ExampleRepo {
  description: string;
  id: string;
}

/** One panel of a task page's illustrated example. */
export type TaskDemoEntry =
  | { filename: string; type: "audio" }
  | { data: Array<{ label: string; score: number }>; type: "chart" }
  | { filename: string; type: "img" }
  | { table: string[][]; type: "tabular" }
  | { content: string; label: string; type: "text" }
  | { text: string; tokens: Array<{ end: number; start: number; type: string }>; type: "text-with-tokens" };

/** What goes into a task and what comes out, shown side by side on its page. */
export interface TaskDemo {
  inputs: TaskDemoEntry[];
  outputs: TaskDemoEntry[];
}

/** Everything a task page shows. */
export interface TaskData {
  datasets: ExampleRepo[];
  demo: TaskDemo;
  id: PipelineType;
  /** The broader task this one is a kind of, e.g. translation is a kind of text2text-generation. */
  canonicalId?: PipelineType;
  /** Set on tasks whose page is not written yet. */
  isPlaceholder?: boolean;
  label: string;
  libraries: ModelLibraryKey[];
  metrics: ExampleRepo[];
  models: ExampleRepo[];
  spaces: ExampleRepo[];
  summary: string;
  widgetModels: string[];
  youtubeId?: string;
}

/** The part of a task's data written in its own module; id, label and libraries come from shared tables. */
export type TaskDataCustom = Omit<TaskData, "id" | "label" | "libraries">;
