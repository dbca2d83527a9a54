import { Suspense, lazy, useMemo, useState, type MouseEvent } from "react";
import { getModelCard, getTree, HubApiError, loadModelPageData } from "../api.js";
import { CopyButton } from "../components/CopyButton.js";
import { ErrorBoundary } from "../components/ErrorBoundary.js";
import { FilesList } from "../components/FilesList.js";
import { ArrowIcon } from "../components/Icons.js";
import { InferenceSnippets } from "../components/InferenceSnippets.js";
import { LibrarySnippets } from "../components/LibrarySnippets.js";
import { ggufFilesOf, LocalApps, type GgufFile } from "../components/LocalApps.js";
import { RetiredProvidersNotice } from "../components/RetiredProvidersNotice.js";
import { ModelStats } from "../components/ModelCard.js";
import { ModelCardSection } from "../components/ModelCardSection.js";
import { ModelDetails } from "../components/ModelDetails.js";
import { TaskBadge } from "../components/TaskBadge.js";
import { WhenVisible } from "../components/WhenVisible.js";
import type { LibraryUse } from "../../shared/model-uses.js";
import type { HubModel } from "../../shared/hub-types.js";
import type { ModelPageData } from "../../shared/page-data.js";
import { embeddedModelPage } from "../lib/boot-data.js";
import { createRequestChoice } from "../../shared/request-choice.js";
import { Link } from "../lib/router.js";
import { realEndpoints } from "../lib/server-config.js";
import { useAsync } from "../lib/use-async.js";

// The widget (task table, input forms, result views) loads right after the page, in its own chunk.
const Widget = lazy(() => import("../widget/Widget.js").then((m) => ({ default: m.Widget })));
// The GGUF section (header reader, memory estimate, template engine) loads only for repositories with .gguf files,
// when it comes near the screen.
const GgufSection = lazy(() => import("../components/GgufSection.js").then((m) => ({ default: m.GgufSection })));

/** Tags shown as chips; the ones that only restate other header fields are left out. */
function displayTags(model: HubModel): string[] {
  return model.tags.filter(
    (tag) => tag !== model.pipeline_tag && tag !== model.library_name && !tag.startsWith("region:"),
  );
}

function ModelHeader({ model, library }: { model: HubModel; library: LibraryUse | undefined }) {
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
        <ModelStats model={model} itemClass="stat" />
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

/** The id of the try-it widget's column, where the phone's "Try it" link leads. */
const TRY_IT_ID = "try-it";

/**
 * On a phone the widget sits below everything else: a link near the top leads to it and puts the keyboard focus
 * there (the wide layout shows the widget beside the page, so the link is hidden there). Only where a provider
 * serves the model: otherwise the widget only says it cannot be tried.
 */
function TryItLink() {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(TRY_IT_ID);
    if (target === null) return;
    event.preventDefault();
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${TRY_IT_ID}`} className="try-it-link button-quiet" onClick={jump}>
      Try it <ArrowIcon />
    </a>
  );
}

/**
 * `/{org}/{model}`: header; model details, "Use this model" (library snippets, local apps with the GGUF picker),
 * "Inference Providers", the model card and the files; the try-it widget beside them. The first render uses the
 * data the server put in the HTML; without it (a link followed inside the app, a slow hub) the page fetches the
 * same data, already asked for while its code loaded when this was the first page of the visit.
 */
export function ModelPage({ params }: { params: Record<string, string> }) {
  const id = `${params.org}/${params.name}`;
  const state = useAsync((signal) => loadModelPageData(id, signal), id, embeddedModelPage(id));

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
  return <ModelPageView key={id} data={state.value} />;
}

/** The page of one model, from its data; the files and the card come with it or are fetched beside it. */
function ModelPageView({ data }: { data: ModelPageData }) {
  const { id, model, mapping, retired, uses } = data;
  const hubUrl = realEndpoints().hubUrl;
  // The server says when the hub has no listing (hasFiles: false); a sample catalogue record says whether the
  // local hub has one (sampleFacts.files). Otherwise the listing is asked for. Nothing is asked that would answer 404.
  const facts = model.sampleFacts;
  const listed =
    data.tree !== undefined || (data.hasFiles !== false && (facts === undefined || facts.files !== undefined));
  // Without a listing, an empty one: no section shows it, and the GGUF picker finds nothing.
  const tree = useAsync(
    (signal) => (listed ? getTree(id, signal) : Promise.resolve([])),
    id,
    data.tree ?? (listed ? undefined : []),
  );
  // Asked for only when the repository has a card (or the hub did not say): never a README that is not there.
  const card = useAsync((signal) => getModelCard(id, signal), id, data.hasCard === false ? null : undefined);
  const frontMatter = card.status === "done" ? card.value?.frontMatter : undefined;
  // Where the sample catalogue has no card summary, the page says "no model card" only when the sourced listing
  // shows the repository has no README.md; otherwise it says nothing about a card it did not read.
  const noCard =
    facts?.files !== undefined &&
    tree.status === "done" &&
    !tree.value.some((entry) => /^readme\.md$/i.test(entry.path));
  const showCard = data.hasCard !== false || facts === undefined || noCard;
  const [picked, setPicked] = useState<{ id: string; file: GgufFile }>();
  // One request for the widget and the snippets: provider, streaming, the widget's input (shared/request-choice.ts).
  const choice = useMemo(() => createRequestChoice(model, mapping), [model, mapping]);
  // Mapped only to retired providers: nothing to call, so no snippets and no widget (not even hf-inference's).
  const onlyRetired = retired.length > 0 && Object.keys(mapping).length === 0;
  const ggufFiles = tree.status === "done" ? ggufFilesOf(tree.value) : [];
  const ggufFile = (picked?.id === id ? picked.file : undefined) ?? ggufFiles[0];
  return (
    <div className="page model-page">
      <ModelHeader model={model} library={uses.library} />
      {Object.keys(mapping).length > 0 && <TryItLink />}
      <div className="model-columns">
        <div className="model-main">
          <ErrorBoundary what="“Model details”">
            <ModelDetails model={model} frontMatter={frontMatter} hubUrl={hubUrl} />
          </ErrorBoundary>
          <ErrorBoundary what="“Use this model”">
            <LibrarySnippets
              model={model}
              library={uses.library}
              {...(ggufFile !== undefined && { ggufFile: ggufFile.path })}
            />
          </ErrorBoundary>
          <ErrorBoundary what="“Run locally”">
            <LocalApps
              model={model}
              apps={uses.localApps}
              ggufFiles={ggufFiles}
              ggufFile={ggufFile}
              onPickGguf={(file) => setPicked({ id, file })}
            />
          </ErrorBoundary>
          {ggufFile !== undefined && (
            <ErrorBoundary what="“GGUF file”">
              <WhenVisible placeholder={<div className="card gguf-placeholder" aria-label="GGUF file" />}>
                <Suspense fallback={<div className="card gguf-placeholder" aria-busy="true" aria-label="GGUF file" />}>
                  <GgufSection id={id} files={ggufFiles} file={ggufFile} onPick={(file) => setPicked({ id, file })} />
                </Suspense>
              </WhenVisible>
            </ErrorBoundary>
          )}
          {onlyRetired ? (
            <RetiredProvidersNotice retired={retired} />
          ) : (
            <ErrorBoundary what="“Inference Providers”">
              <InferenceSnippets model={model} mapping={mapping} choice={choice} served={data.inference} />
            </ErrorBoundary>
          )}
          {showCard && (
            <ErrorBoundary what="The model card">
              <ModelCardSection card={card} summary={facts?.summary && { id, hubUrl, source: facts.summary }} />
            </ErrorBoundary>
          )}
          {listed && (
            <ErrorBoundary what="“Files and versions”">
              <FilesList id={id} tree={tree} hubUrl={hubUrl} source={facts?.files} />
            </ErrorBoundary>
          )}
        </div>
        {!onlyRetired && (
          <aside className="model-side" id={TRY_IT_ID} tabIndex={-1} aria-label="Try the model">
            <ErrorBoundary what="The try-it widget">
              <Suspense
                fallback={<div className="card widget-placeholder" aria-busy="true" aria-label="Loading the widget" />}
              >
                <Widget key={model.id} model={model} mapping={mapping} choice={choice} examples={data.examples} />
              </Suspense>
            </ErrorBoundary>
          </aside>
        )}
      </div>
    </div>
  );
}
