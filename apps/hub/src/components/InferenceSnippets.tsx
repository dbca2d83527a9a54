import type { snippets } from "@hubkit/inference";
import { useId, useState } from "react";
import type { HubModel, ProviderMapping } from "../hub-types.js";
import { LANGUAGE_OF_SNIPPET } from "../lib/highlight.js";
import { useAsync } from "../lib/use-async.js";
import { ProviderPicker } from "./ProviderPicker.js";
import { SnippetPanel } from "./SnippetPanel.js";
import { Tabs } from "./Tabs.js";

/** Shown in snippets instead of a real token: a page never prints the person's token into copyable code. */
export const TOKEN_PLACEHOLDER = "hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx";

const LANGUAGE_LABELS: Readonly<Record<string, string>> = { python: "Python", js: "JavaScript", sh: "cURL" };

type Generator = typeof snippets.getInferenceSnippets;
type ProviderName = Parameters<Generator>[2];

/** The snippet generator and the provider names it knows; they load after the page, not before it. */
async function loadSnippetGenerator(): Promise<{ generate: Generator; providers: readonly string[] }> {
  const module = await import("@hubkit/inference");
  return { generate: module.snippets.getInferenceSnippets, providers: module.INFERENCE_PROVIDERS };
}

/** "Inference Providers": provider, language and client tabs, streaming and bill-to options, the snippet. */
export function InferenceSnippets({ model, mapping }: { model: HubModel; mapping: ProviderMapping }) {
  const headingId = useId();
  const providers = Object.keys(mapping);
  const [provider, setProvider] = useState(providers[0] ?? "");
  const [language, setLanguage] = useState("python");
  const [client, setClient] = useState("");
  const [streaming, setStreaming] = useState(false);
  const [billTo, setBillTo] = useState("");
  const generator = useAsync(loadSnippetGenerator, "snippet generator");
  const conversational = model.tags.includes("conversational");

  if (providers.length === 0) {
    return (
      <section className="card" aria-labelledby={headingId}>
        <h2 id={headingId}>Inference Providers</h2>
        <p className="muted">No inference provider serves this model.</p>
      </section>
    );
  }

  const entry = mapping[provider];
  let snippets: ReturnType<Generator> = [];
  let failure: string | undefined;
  if (generator.status === "error") failure = `The snippet generator could not be loaded: ${generator.error.message}`;
  else if (generator.status === "done" && entry !== undefined) {
    const { generate, providers: known } = generator.value;
    if (!known.includes(provider)) {
      failure = `The inference client does not know the provider "${provider}".`;
    } else {
      try {
        const options = { streaming, ...(billTo.trim() !== "" && { billTo: billTo.trim() }) };
        const mappingEntry = { hfModelId: model.id, ...entry } as Parameters<Generator>[3];
        snippets = generate(model, TOKEN_PLACEHOLDER, provider as ProviderName, mappingEntry, options);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
    }
  }
  const languages: string[] = [...new Set(snippets.map((snippet) => snippet.language))];
  const currentLanguage = languages.includes(language) ? language : (languages[0] ?? language);
  const clients = snippets.filter((snippet) => snippet.language === currentLanguage);
  const current = clients.find((snippet) => snippet.client === client) ?? clients[0];

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Inference Providers</h2>
      <ProviderPicker mapping={mapping} selected={provider} onSelect={setProvider} name={`${headingId}-provider`} />
      <div className="snippet-options">
        {conversational && (
          <label className="switch">
            <input type="checkbox" checked={streaming} onChange={(event) => setStreaming(event.target.checked)} />
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
      {failure !== undefined && (
        <div className="error-box" role="alert">
          <strong>No snippet for this choice</strong>
          <p>{failure}</p>
        </div>
      )}
      {failure === undefined && (
        <Tabs
          label="Language"
          tabs={(languages.length > 0 ? languages : ["python", "js", "sh"]).map((id) => ({
            id,
            label: LANGUAGE_LABELS[id] ?? id,
          }))}
          selected={currentLanguage}
          onSelect={setLanguage}
        >
          <Tabs
            label="Client"
            size="small"
            tabs={clients.map((snippet) => ({ id: snippet.client, label: snippet.client }))}
            selected={current?.client ?? ""}
            onSelect={setClient}
          >
            {current === undefined ? (
              <div className="code-placeholder" aria-busy={generator.status === "loading"}>
                {generator.status === "loading" ? "Loading snippets…" : "No snippet for this language."}
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
