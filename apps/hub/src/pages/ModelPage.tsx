import { Suspense, lazy } from "react";
import { getModel, getProviderMapping, HubApiError } from "../api.js";
import { CopyButton } from "../components/CopyButton.js";
import { ErrorBoundary } from "../components/ErrorBoundary.js";
import { InferenceSnippets } from "../components/InferenceSnippets.js";
import { LibrarySnippets, libraryOf } from "../components/LibrarySnippets.js";
import { formatCount, formatDate } from "../components/ModelCard.js";
import { TaskBadge } from "../components/TaskBadge.js";
import type { HubModel, ProviderMapping } from "../hub-types.js";
import { Link } from "../lib/router.js";
import { useAsync } from "../lib/use-async.js";

// The widget (task table, input forms, result views) loads right after the page, in its own chunk.
const Widget = lazy(() => import("../widget/Widget.js").then((m) => ({ default: m.Widget })));

/** Tags shown as chips; the ones that only restate other header fields are left out. */
function displayTags(model: HubModel): string[] {
  return model.tags.filter(
    (tag) => tag !== model.pipeline_tag && tag !== model.library_name && !tag.startsWith("region:"),
  );
}

function ModelHeader({ model }: { model: HubModel }) {
  const library = libraryOf(model);
  const [org, name] = model.id.includes("/") ? model.id.split("/", 2) : ["", model.id];
  const chatTemplate = model.config?.tokenizer_config?.chat_template;
  return (
    <header className="model-header">
      <div className="model-title-row">
        <h1 className="model-title">
          {org && (
            <Link href={`/?search=${encodeURIComponent(org)}`} className="model-org">
              {org}/
            </Link>
          )}
          <span>{name}</span>
        </h1>
        <CopyButton text={model.id} label="Copy model id" />
      </div>
      <div className="model-badges">
        <TaskBadge tag={model.pipeline_tag} />
        {library !== undefined ? (
          <Link href={`/?library=${encodeURIComponent(library.key)}`} className="library-badge">
            {library.prettyLabel}
          </Link>
        ) : (
          model.library_name !== undefined && <span className="library-badge">{model.library_name}</span>
        )}
        <span className="stat" title="Downloads">
          ↓ {formatCount(model.downloads)}
        </span>
        <span className="stat" title="Likes">
          ♥ {formatCount(model.likes)}
        </span>
        {model.lastModified !== "" && <span className="stat">Updated {formatDate(model.lastModified)}</span>}
        {typeof chatTemplate === "string" && (
          <Link href={`/playground/chat-template?model=${encodeURIComponent(model.id)}`} className="stat stat-link">
            Chat template →
          </Link>
        )}
      </div>
      {displayTags(model).length > 0 && (
        <ul className="tag-list" aria-label="Tags">
          {displayTags(model).map((tag) => (
            <li key={tag} className="tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      {model.offlineDemo !== undefined && (
        <p className="demo-note">
          <span className="pill pill-demo">Offline demo</span> {model.offlineDemo.note}
        </p>
      )}
    </header>
  );
}

/** `/{org}/{model}`: header, "Use this model", "Inference Providers", and the try-it widget. */
export function ModelPage({ params }: { params: Record<string, string> }) {
  const id = `${params.org}/${params.name}`;
  const state = useAsync(async (signal): Promise<{ model: HubModel; mapping: ProviderMapping }> => {
    const [model, mapping] = await Promise.all([getModel(id, signal), getProviderMapping(id, signal)]);
    return { model, mapping };
  }, id);

  if (state.status === "loading") {
    return (
      <div className="page model-page" aria-busy="true">
        <div className="model-header skeleton-header" />
      </div>
    );
  }
  if (state.status === "error") {
    const missing = state.error instanceof HubApiError && state.error.status === 404;
    return (
      <div className="page narrow">
        <h1>{missing ? "Model not found" : "The model could not be loaded"}</h1>
        <p className="error-text" role="alert">
          {state.error.message}
        </p>
        <p>
          <Link href="/">Back to the models</Link>
        </p>
      </div>
    );
  }
  const { model, mapping } = state.value;
  return (
    <div className="page model-page">
      <ModelHeader model={model} />
      <div className="model-columns">
        <div className="model-main">
          <ErrorBoundary what="“Use this model”">
            <LibrarySnippets model={model} />
          </ErrorBoundary>
          <ErrorBoundary what="“Inference Providers”">
            <InferenceSnippets model={model} mapping={mapping} />
          </ErrorBoundary>
        </div>
        <aside className="model-side" aria-label="Try the model">
          <ErrorBoundary what="The try-it widget">
            <Suspense
              fallback={<div className="card widget-placeholder" aria-busy="true" aria-label="Loading the widget" />}
            >
              <Widget key={model.id} model={model} mapping={mapping} />
            </Suspense>
          </ErrorBoundary>
        </aside>
      </div>
    </div>
  );
}
