import { Suspense, lazy, useMemo, useState } from "react";
import { getModel, getProviderMapping, getTree, HubApiError } from "../api.js";
import { CopyButton } from "../components/CopyButton.js";
import { ErrorBoundary } from "../components/ErrorBoundary.js";
import { FilesList } from "../components/FilesList.js";
import { ArrowIcon, DownloadIcon, HeartIcon } from "../components/Icons.js";
import { InferenceSnippets } from "../components/InferenceSnippets.js";
import { LibrarySnippets, libraryOf } from "../components/LibrarySnippets.js";
import { ggufFilesOf, LocalApps, type GgufFile } from "../components/LocalApps.js";
import { RetiredProvidersNotice } from "../components/RetiredProvidersNotice.js";
import { formatCount, formatDate } from "../components/ModelCard.js";
import { loadCard, ModelCardSection } from "../components/ModelCardSection.js";
import { ModelDetails } from "../components/ModelDetails.js";
import { TaskBadge } from "../components/TaskBadge.js";
import type { HubModel, ProviderMapping } from "../hub-types.js";
import { createRequestChoice } from "../lib/request-choice.js";
import { withoutRetired, type RetiredProvider } from "../lib/retired-providers.js";
import { Link } from "../lib/router.js";
import { realEndpoints } from "../lib/server-config.js";
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
        <span className="stat">
          <DownloadIcon /> {formatCount(model.downloads)}
          <span className="visually-hidden"> downloads</span>
        </span>
        <span className="stat">
          <HeartIcon /> {formatCount(model.likes)}
          <span className="visually-hidden"> likes</span>
        </span>
        {model.lastModified !== "" && <span className="stat">Updated {formatDate(model.lastModified)}</span>}
        {typeof chatTemplate === "string" && (
          <Link href={`/playground/chat-template?model=${encodeURIComponent(model.id)}`} className="stat stat-link">
            Chat template <ArrowIcon />
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

/**
 * `/{org}/{model}`: header; model details, "Use this model" (library snippets, local apps with the GGUF picker),
 * "Inference Providers", the model card and the files; the try-it widget beside them.
 */
export function ModelPage({ params }: { params: Record<string, string> }) {
  const id = `${params.org}/${params.name}`;
  const tree = useAsync((signal) => getTree(id, signal), id);
  const hubUrl = realEndpoints().hubUrl;
  const card = useAsync((signal) => loadCard(id, hubUrl, signal), `${hubUrl} ${id}`);
  const frontMatter = card.status === "done" ? card.value?.frontMatter : undefined;
  const [picked, setPicked] = useState<{ id: string; file: GgufFile }>();
  const state = useAsync(
    async (signal): Promise<{ model: HubModel; mapping: ProviderMapping; retired: RetiredProvider[] }> => {
      // The client (loaded for the snippets anyway) says which providers the router no longer serves.
      const [model, hubMapping, inference] = await Promise.all([
        getModel(id, signal),
        getProviderMapping(id, signal),
        import("@hubkit/inference"),
      ]);
      const { served, retired } = withoutRetired(hubMapping, inference.retiredProviderSince);
      return { model, mapping: served, retired };
    },
    id,
  );
  // One request for the widget and the snippets: provider, streaming, the widget's input (lib/request-choice.ts).
  const choice = useMemo(
    () => (state.status === "done" ? createRequestChoice(state.value.model, state.value.mapping) : undefined),
    [state],
  );

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
  const { model, mapping, retired } = state.value;
  // Mapped only to retired providers: nothing to call, so no snippets and no widget (not even hf-inference's).
  const onlyRetired = retired.length > 0 && Object.keys(mapping).length === 0;
  const ggufFiles = tree.status === "done" ? ggufFilesOf(tree.value) : [];
  const ggufFile = (picked?.id === id ? picked.file : undefined) ?? ggufFiles[0];
  return (
    <div className="page model-page">
      <ModelHeader model={model} />
      <div className="model-columns">
        <div className="model-main">
          <ErrorBoundary what="“Model details”">
            <ModelDetails model={model} frontMatter={frontMatter} />
          </ErrorBoundary>
          <ErrorBoundary what="“Use this model”">
            <LibrarySnippets model={model} {...(ggufFile !== undefined && { ggufFile: ggufFile.path })} />
          </ErrorBoundary>
          <ErrorBoundary what="“Run locally”">
            <LocalApps
              model={model}
              ggufFiles={ggufFiles}
              ggufFile={ggufFile}
              onPickGguf={(file) => setPicked({ id, file })}
            />
          </ErrorBoundary>
          {onlyRetired ? (
            <RetiredProvidersNotice retired={retired} />
          ) : (
            <ErrorBoundary what="“Inference Providers”">
              <InferenceSnippets model={model} mapping={mapping} choice={choice!} />
            </ErrorBoundary>
          )}
          <ErrorBoundary what="The model card">
            <ModelCardSection card={card} />
          </ErrorBoundary>
          <ErrorBoundary what="“Files and versions”">
            <FilesList id={id} tree={tree} hubUrl={hubUrl} />
          </ErrorBoundary>
        </div>
        {!onlyRetired && (
          <aside className="model-side" aria-label="Try the model">
            <ErrorBoundary what="The try-it widget">
              <Suspense
                fallback={<div className="card widget-placeholder" aria-busy="true" aria-label="Loading the widget" />}
              >
                <Widget key={model.id} model={model} mapping={mapping} choice={choice!} />
              </Suspense>
            </ErrorBoundary>
          </aside>
        )}
      </div>
    </div>
  );
}
