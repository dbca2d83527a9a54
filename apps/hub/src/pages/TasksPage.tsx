import {
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  TASKS_DATA,
  type PipelineData,
  type TaskData,
} from "@hubkit/tasks";
import { Link } from "../lib/router.js";

// Indexed only by their own keys below.
const PIPELINES = PIPELINE_DATA as Readonly<Record<string, PipelineData>>;
const TASKS = TASKS_DATA as Readonly<Record<string, TaskData | undefined>>;

/** A task has a page when its data has a summary; the others are left out rather than shown as placeholders. */
function hasPage(tag: string): boolean {
  return (TASKS[tag]?.summary ?? "") !== "";
}

/** `/tasks`: every task with a page, grouped by modality, with its colour, subtasks and summary. */
export function TasksPage() {
  return (
    <div className="page">
      <div className="page-head">
        <h1>Tasks</h1>
        <p className="lead">What machine-learning models do, grouped by the kind of data they work on.</p>
      </div>
      {MODALITIES.map((modality) => {
        const tags = Object.keys(PIPELINES).filter((tag) => PIPELINES[tag]?.modality === modality && hasPage(tag));
        if (tags.length === 0) return null;
        return (
          <section key={modality} className="task-group" aria-labelledby={`modality-${modality}`}>
            <h2 id={`modality-${modality}`}>{MODALITY_LABELS[modality]}</h2>
            <ul className="task-grid">
              {tags.map((tag) => {
                const pipeline = PIPELINES[tag]!;
                const task = TASKS[tag];
                return (
                  <li key={tag}>
                    <Link href={`/tasks/${tag}`} className={`task-card color-${pipeline.color ?? "gray"}`}>
                      <span className="task-card-head">
                        <span className="task-dot" aria-hidden="true" />
                        <span className="task-card-name">{pipeline.name}</span>
                      </span>
                      <span className="task-card-summary">{task?.summary}</span>
                      {(pipeline.subtasks?.length ?? 0) > 0 && (
                        <span className="task-card-meta">{pipeline.subtasks!.length} subtasks</span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
