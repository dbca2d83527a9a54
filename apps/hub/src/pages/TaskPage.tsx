import {
  MODALITY_LABELS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  PIPELINE_DATA,
  TASKS_DATA,
  TASKS_MODEL_LIBRARIES,
} from "@hubkit/tasks";
import type { LibraryUiElement, PipelineData, TaskData } from "@hubkit/tasks";
import { listModels } from "../api.js";
import { ModelCard } from "../components/ModelCard.js";
import { repoHref } from "../../shared/links.js";
import { ownEntry } from "../../shared/lookup.js";
import { Link } from "../lib/router.js";
import { useAsync } from "../lib/use-async.js";

function RepoList({
  title,
  items,
  kind,
}: {
  title: string;
  items: TaskData["models"];
  kind: "models" | "datasets" | "metrics";
}) {
  if (items.length === 0) return null;
  const base = {
    models: "https://huggingface.co/",
    datasets: "https://huggingface.co/datasets/",
    metrics: "https://huggingface.co/metrics/",
  }[kind];
  return (
    <section className="card">
      <h2>{title}</h2>
      <ul className="repo-list">
        {items.map((item) => {
          const href = repoHref(base, item.id);
          return (
            <li key={item.id}>
              {href === undefined ? (
                <span className="repo-id">{item.id}</span>
              ) : (
                <a href={href} target="_blank" rel="noreferrer" className="repo-id">
                  {item.id}
                </a>
              )}
              <span className="muted">{item.description}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** `/tasks/{id}`: modality, colour, subtasks, summary, example models and datasets, libraries, catalogue models. */
export function TaskPage({ params }: { params: Record<string, string> }) {
  const id = params.id ?? "";
  const pipeline = ownEntry<PipelineData>(PIPELINE_DATA, id);
  const task = ownEntry<TaskData>(TASKS_DATA, id);
  const models = useAsync((signal) => listModels({ pipeline_tag: id }, signal), id);
  if (pipeline === undefined) {
    return (
      <div className="page narrow">
        <h1>Unknown task</h1>
        <p>
          There is no task called “{id}”. <Link href="/tasks">See every task</Link>.
        </p>
      </div>
    );
  }
  const libraries = task?.libraries ?? ownEntry<string[]>(TASKS_MODEL_LIBRARIES, id) ?? [];
  return (
    <div className="page task-page">
      <header className={`task-hero color-${pipeline.color ?? "gray"}`}>
        <p className="crumbs">
          <Link href="/tasks">Tasks</Link> / {MODALITY_LABELS[pipeline.modality]}
        </p>
        <h1>
          <span className="task-dot big" aria-hidden="true" /> {pipeline.name}
        </h1>
        <p className="task-facts">
          <span className="pill">{MODALITY_LABELS[pipeline.modality]}</span>
          <code>{id}</code>
        </p>
        {task?.summary !== undefined && task.summary !== "" && <p className="lead">{task.summary}</p>}
      </header>
      <div className="task-columns">
        <div className="task-main">
          {(pipeline.subtasks?.length ?? 0) > 0 && (
            <section className="card">
              <h2>Subtasks</h2>
              <ul className="chips">
                {pipeline.subtasks!.map((subtask) => (
                  <li key={subtask.type} className="chip static" title={subtask.type}>
                    {subtask.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {task !== undefined && <RepoList title="Example models" items={task.models} kind="models" />}
          {task !== undefined && <RepoList title="Example datasets" items={task.datasets} kind="datasets" />}
          {task !== undefined && <RepoList title="Metrics" items={task.metrics} kind="metrics" />}
        </div>
        <aside className="task-side">
          <section className="card">
            <h2>Libraries</h2>
            {libraries.length === 0 ? (
              <p className="muted">No library is listed for this task.</p>
            ) : (
              <ul className="chips">
                {libraries.map((key) => (
                  <li key={key}>
                    <Link
                      href={`/?library=${encodeURIComponent(key)}&pipeline_tag=${encodeURIComponent(id)}`}
                      className="chip"
                    >
                      {ownEntry<LibraryUiElement>(MODEL_LIBRARIES_UI_ELEMENTS, key)?.prettyLabel ?? key}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {task !== undefined && task.widgetModels.length > 0 && (
            <section className="card">
              <h2>Widget models</h2>
              <ul className="repo-list">
                {task.widgetModels.map((model) => (
                  <li key={model}>
                    <code>{model}</code>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className="card">
            <h2>In this catalogue</h2>
            {models.status === "done" && models.value.length === 0 && (
              <p className="muted">No model of this task here.</p>
            )}
            {models.status === "done" && models.value.length > 0 && (
              <ul className="model-list compact">
                {models.value.map((model) => (
                  <ModelCard key={model.id} model={model} />
                ))}
              </ul>
            )}
            {models.status === "error" && <p className="error-text">{models.error.message}</p>}
          </section>
        </aside>
      </div>
    </div>
  );
}
