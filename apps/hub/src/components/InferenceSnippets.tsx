import { useId, useState } from "react";
import type { HubModel, ProviderMapping } from "../../shared/hub-types.js";
import { LANGUAGE_OF_SNIPPET } from "../lib/highlight.js";
import {
  useRequestChoice,
  type RequestChoice,
  type RequestChoiceState,
  type WidgetRequest,
} from "../../shared/request-choice.js";
import {
  LANGUAGE_LABELS,
  loadSnippetTools,
  pickSnippet,
  requestSnippets,
  type FirstSnippets,
} from "../../shared/request-snippets.js";
import { useProviderCapabilities } from "../lib/provider-capabilities.js";
import { useAsync } from "../lib/use-async.js";
import { ProviderPicker } from "./ProviderPicker.js";
import { SnippetPanel } from "./SnippetPanel.js";
import { Tabs } from "./Tabs.js";

/** Which input the code sends, in words (one line, there from the start, so nothing moves when the widget loads). */
function RequestLine({ request }: { request: WidgetRequest }) {
  if (request.status !== "ready") {
    return <p className="snippet-request muted">The code for this request, with the task's sample input.</p>;
  }
  return (
    <p className="snippet-request muted">
      The code for this request: <strong>{request.label}</strong>, as in the widget.
      {request.notInCode.length > 0 && <> It sets its own {request.notInCode.join(", ")}.</>}
    </p>
  );
}

/**
 * Whether the server's snippets are the code for the request chosen now: same provider and streaming mode, no
 * bill-to, and the widget's input the one it starts with (or not said yet: the widget is still loading).
 */
export function servedFits(served: FirstSnippets, state: RequestChoiceState, billTo: string): boolean {
  if (billTo.trim() !== "" || state.provider !== served.provider || state.streaming !== served.streaming) return false;
  if (state.request.status === "waiting") return true;
  // Both made by widgetRequestOf (shared/widget/first-request.ts); JSON drops what JSON cannot carry, on both sides alike.
  return JSON.stringify(state.request) === JSON.stringify(served.request);
}

/**
 * "Inference Providers": the provider (shared with the widget), language and client tabs, streaming and bill-to
 * options, and the code that sends the widget's current input.
 */
export function InferenceSnippets({
  model,
  mapping,
  choice,
  served,
}: {
  model: HubModel;
  mapping: ProviderMapping;
  choice: RequestChoice;
  /** The snippets the server made for the request the page starts with (page data), if it made them. */
  served?: FirstSnippets | undefined;
}) {
  const headingId = useId();
  const shared = useRequestChoice(choice);
  const [billTo, setBillTo] = useState("");
  const fromServer = served !== undefined && servedFits(served, shared, billTo);
  // The generator (the inference client's chunk) loads only for a request the server made no code for.
  const needsGenerator = choice.providers.length > 0 && !fromServer;
  const tools = useAsync(
    async () => (needsGenerator ? loadSnippetTools() : undefined),
    needsGenerator ? "snippet generator" : "server's snippets",
  );
  const capabilities = useProviderCapabilities(model.id, shared.request);
  const conversational = model.tags.includes("conversational");

  if (choice.providers.length === 0) {
    return (
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>Inference Providers</h2>
        <p className="muted">No inference provider serves this model.</p>
      </section>
    );
  }

  const built = fromServer
    ? served.built
    : tools.status === "error"
      ? { failure: `The snippet generator could not be loaded: ${tools.error.message}` }
      : tools.status === "done" && tools.value !== undefined
        ? requestSnippets(tools.value, { model, mapping, ...shared, billTo, capabilities })
        : { snippets: [] };
  // While the widget loads, the server's snippets are for its first input: say which.
  const request = fromServer && shared.request.status === "waiting" ? served.request : shared.request;
  const snippets = "snippets" in built ? built.snippets : [];
  const languages: string[] = [...new Set(snippets.map((snippet) => snippet.language))];
  const currentLanguage = languages.includes(shared.language) ? shared.language : (languages[0] ?? shared.language);
  const clients = snippets.filter((snippet) => snippet.language === currentLanguage);
  const current = pickSnippet(snippets, currentLanguage, shared.client);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Inference Providers</h2>
      <ProviderPicker
        mapping={mapping}
        selected={shared.provider}
        onSelect={(provider) => choice.setProvider(provider)}
        name={`${headingId}-provider`}
      />
      <div className="snippet-options">
        {conversational && (
          <label className="switch">
            <input
              type="checkbox"
              checked={shared.streaming}
              onChange={(event) => choice.setStreaming(event.target.checked)}
            />
            Streaming
          </label>
        )}
        <div className="field field-inline">
          <label htmlFor={`${headingId}-bill`}>Bill to</label>
          <input
            id={`${headingId}-bill`}
            type="text"
            placeholder="organization (optional)"
            value={billTo}
            onChange={(event) => setBillTo(event.target.value)}
          />
        </div>
      </div>
      <RequestLine request={request} />
      {"failure" in built && (
        <div className="error-box" role="alert">
          <strong>No snippet for this choice</strong>
          <p>{built.failure}</p>
        </div>
      )}
      {"note" in built && (
        <p className="snippet-request muted" role="status">
          {built.note}
        </p>
      )}
      {"snippets" in built && (
        <Tabs
          label="Language"
          tabs={(languages.length > 0 ? languages : ["python", "js", "sh"]).map((id) => ({
            id,
            label: LANGUAGE_LABELS[id] ?? id,
          }))}
          selected={currentLanguage}
          onSelect={(language) => choice.setSnippetTab(language, shared.client)}
        >
          <Tabs
            label="Client"
            size="small"
            tabs={clients.map((snippet) => ({ id: snippet.client, label: snippet.client }))}
            selected={current?.client ?? ""}
            onSelect={(client) => choice.setSnippetTab(currentLanguage, client)}
          >
            {current === undefined ? (
              <div className="code-placeholder" aria-busy={!fromServer && tools.status === "loading"}>
                {!fromServer && tools.status === "loading" ? "Loading snippets…" : "No snippet for this language."}
              </div>
            ) : (
              <SnippetPanel
                title={`${LANGUAGE_LABELS[current.language] ?? current.language} · ${current.client}`}
                code={current.content}
                {...(LANGUAGE_OF_SNIPPET[current.language] && { language: LANGUAGE_OF_SNIPPET[current.language] })}
              />
            )}
          </Tabs>
        </Tabs>
      )}
    </section>
  );
}
