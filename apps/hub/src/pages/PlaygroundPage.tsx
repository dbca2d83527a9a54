import { useDeferredValue, useId, useMemo, useState } from "react";
import { listChatTemplates, listRealChatTemplates } from "../api.js";
import { CodeEditor } from "../components/CodeEditor.js";
import { CopyButton } from "../components/CopyButton.js";
import { readGgufHeader, summarizeGguf } from "../lib/gguf-header.js";
import { navigate, useLocation } from "../lib/router.js";
import { useAsync } from "../lib/use-async.js";
import { formatTemplate, renderChatTemplate } from "./playground-render.js";

const DEFAULT_MESSAGES = JSON.stringify(
  [
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content: "What is the capital of France?" },
    { role: "assistant", content: "The capital of France is Paris." },
    { role: "user", content: "And of Italy?" },
  ],
  null,
  2,
);

const STARTER_TEMPLATE =
  "{% for message in messages %}{{ '<|' + message['role'] + '|>\\n' + message['content'] + '\\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|assistant|>\\n' }}{% endif %}";

/** `/playground/chat-template`: edit a chat template and messages, rendered live with @hubkit/jinja. */
export function PlaygroundPage() {
  const { search } = useLocation();
  const ids = useId();
  const samples = useAsync((signal) => listChatTemplates(signal), "templates");
  const realTemplates = useAsync((signal) => listRealChatTemplates(signal), "real-templates");
  const choiceNow = choiceFromAddress(search);
  // `?gguf={id}&file={path}`: the template stored in a GGUF file, read from the file's header by range.
  const ggufKey = choiceNow.kind === "gguf" ? `${choiceNow.id}\n${choiceNow.file}` : "";
  const ggufRead = useAsync(
    async (signal) =>
      choiceNow.kind === "gguf" ? summarizeGguf(await readGgufHeader(choiceNow.id, choiceNow.file, signal)) : undefined,
    ggufKey,
  );
  // The address names the chosen template (`?model=` a catalogue model's, `?template=` a real model's published
  // one), so the choice survives a reload and can be shared.
  const choice = choiceNow;
  // Undefined until the person edits: the template is then the chosen one (or the first catalogue model's).
  const [edited, setEdited] = useState<string | undefined>(undefined);
  const [messagesJson, setMessagesJson] = useState(DEFAULT_MESSAGES);
  const [addGenerationPrompt, setAddGenerationPrompt] = useState(true);
  // The person's edits of the two tokens; until then a catalogue model's own tokens apply.
  const [tokenEdits, setTokenEdits] = useState<{ bos?: string; eos?: string }>({});
  const [showWhitespace, setShowWhitespace] = useState(false);
  const [formatError, setFormatError] = useState<string | undefined>(undefined);

  const catalogueList = samples.status === "done" ? samples.value : [];
  const realList = realTemplates.status === "done" ? realTemplates.value : [];
  const chosenReal = choice.kind === "real" ? realList.find((entry) => entry.model === choice.id) : undefined;
  const chosenModel =
    choice.kind === "model" ? (catalogueList.find((sample) => sample.id === choice.id) ?? catalogueList[0]) : undefined;
  const ggufSummary = choice.kind === "gguf" && ggufRead.status === "done" ? ggufRead.value : undefined;
  const ggufTemplate = ggufSummary?.chatTemplate;
  const pending =
    (choice.kind === "real" ? realTemplates : choice.kind === "gguf" ? ggufRead : samples).status === "loading";
  const chosenTemplate = ggufTemplate ?? chosenReal?.template ?? chosenModel?.template;
  const template = edited ?? chosenTemplate ?? (pending ? "" : STARTER_TEMPLATE);
  // A catalogue model brings its tokenizer's special tokens; a published template alone names none.
  const ggufTokens =
    ggufSummary === undefined
      ? undefined
      : Object.fromEntries(
          ggufSummary.specialTokens.flatMap((token) =>
            token.text === undefined ? [] : [[`${token.role}_token`, token.text] as const],
          ),
        );
  const modelTokens = ggufTokens ?? chosenModel?.specialTokens;
  const bosToken = tokenEdits.bos ?? (modelTokens === undefined ? "<s>" : (modelTokens.bos_token ?? ""));
  const eosToken = tokenEdits.eos ?? (modelTokens === undefined ? "</s>" : (modelTokens.eos_token ?? ""));
  const selectValue =
    chosenReal !== undefined ? `real:${chosenReal.model}` : chosenModel !== undefined ? `model:${chosenModel.id}` : "";

  const loadChoice = (value: string) => {
    setEdited(undefined);
    setTokenEdits({});
    const [kind, ...rest] = value.split(":");
    const param = kind === "real" ? "template" : "model";
    navigate(`/playground/chat-template?${param}=${encodeURIComponent(rest.join(":"))}`, { replace: true });
  };

  // Typing stays responsive on long templates: rendering follows the latest text at low priority.
  const deferredTemplate = useDeferredValue(template);
  const deferredMessages = useDeferredValue(messagesJson);
  const outcome = useMemo(
    () =>
      renderChatTemplate({
        template: deferredTemplate,
        messagesJson: deferredMessages,
        addGenerationPrompt,
        bosToken,
        eosToken,
        ...(modelTokens !== undefined && { specialTokens: modelTokens }),
      }),
    [deferredTemplate, deferredMessages, addGenerationPrompt, bosToken, eosToken, modelTokens],
  );
  const templateError = !outcome.ok && outcome.stage === "template" ? outcome.position : undefined;
  const messagesError = !outcome.ok && outcome.stage === "messages" ? outcome.position : undefined;
  const shownOutput = outcome.ok
    ? showWhitespace
      ? outcome.output.replace(/ /g, "·").replace(/\n/g, "↵\n")
      : outcome.output
    : "";

  return (
    <div className="page playground">
      <div className="page-head">
        <h1>Chat-template playground</h1>
        <p className="lead">Edit a Jinja chat template and the messages it formats; the prompt renders as you type.</p>
      </div>
      <div className="playground-grid">
        <section className="card playground-inputs" aria-label="Template and messages">
          <div className="field">
            <label htmlFor={`${ids}-model`}>Load a model's template</label>
            <select id={`${ids}-model`} value={selectValue} onChange={(event) => loadChoice(event.target.value)}>
              {selectValue === "" && <option value="">{pending ? "Loading…" : "Starter template"}</option>}
              <optgroup label="Models in this catalogue">
                {catalogueList.map((sample) => (
                  <option key={sample.id} value={`model:${sample.id}`}>
                    {sample.id}
                  </option>
                ))}
              </optgroup>
              <optgroup label={`Published templates of real models (${realList.length})`}>
                {realList.map((entry) => (
                  <option key={entry.model} value={`real:${entry.model}`}>
                    {entry.model}
                  </option>
                ))}
              </optgroup>
            </select>
            {chosenReal !== undefined && (
              <p className="field-hint">
                {chosenReal.model}'s template as published, taken from <code>{chosenReal.source}</code>.
              </p>
            )}
            {choice.kind === "gguf" && (
              <p className={ggufTemplate === undefined && !pending ? "error-text small" : "field-hint"} role="status">
                {pending
                  ? `Reading ${choice.file} of ${choice.id}…`
                  : ggufTemplate !== undefined
                    ? `The chat template stored in ${choice.id}'s ${choice.file}, with the file's special tokens.`
                    : ggufRead.status === "error"
                      ? `Could not read ${choice.file} of ${choice.id}: ${ggufRead.error.message}`
                      : `${choice.file} of ${choice.id} stores no chat template; showing a starter template.`}
              </p>
            )}
            {choice.kind === "real" && !pending && chosenReal === undefined && (
              <p className="error-text small" role="status">
                {realTemplates.status === "error"
                  ? `Could not load the published templates: ${realTemplates.error.message}`
                  : `No published template for ${choice.id}; showing a starter template.`}
              </p>
            )}
          </div>
          <div className="editor-actions">
            <button
              type="button"
              className="button-quiet"
              onClick={() => {
                const formatted = formatTemplate(template);
                if (formatted.ok) setEdited(formatted.text);
                else setFormatError(formatted.message);
              }}
            >
              Format template
            </button>
            {formatError !== undefined && (
              <span className="error-text small" role="status">
                Cannot format: {formatError}
              </span>
            )}
          </div>
          <CodeEditor
            label="Template"
            value={template}
            onChange={(text) => {
              setEdited(text);
              setFormatError(undefined);
            }}
            rows={14}
            language="jinja"
            {...(templateError !== undefined && { error: templateError, describedBy: `${ids}-error` })}
          />
          <CodeEditor
            label="Messages (JSON)"
            value={messagesJson}
            onChange={setMessagesJson}
            rows={10}
            language="json"
            {...(messagesError !== undefined && { error: messagesError, describedBy: `${ids}-error` })}
          />
          <div className="playground-options">
            <label className="switch">
              <input
                type="checkbox"
                checked={addGenerationPrompt}
                onChange={(event) => setAddGenerationPrompt(event.target.checked)}
              />
              add_generation_prompt
            </label>
            <div className="field field-inline">
              <label htmlFor={`${ids}-bos`}>bos_token</label>
              <input
                id={`${ids}-bos`}
                type="text"
                value={bosToken}
                onChange={(event) => setTokenEdits((edits) => ({ ...edits, bos: event.target.value }))}
              />
            </div>
            <div className="field field-inline">
              <label htmlFor={`${ids}-eos`}>eos_token</label>
              <input
                id={`${ids}-eos`}
                type="text"
                value={eosToken}
                onChange={(event) => setTokenEdits((edits) => ({ ...edits, eos: event.target.value }))}
              />
            </div>
          </div>
        </section>
        <section className="card playground-output" aria-labelledby={`${ids}-out`}>
          <div className="card-head">
            <h2 id={`${ids}-out`}>Rendered prompt</h2>
            <label className="switch small">
              <input
                type="checkbox"
                checked={showWhitespace}
                onChange={(event) => setShowWhitespace(event.target.checked)}
              />
              Show whitespace
            </label>
            {outcome.ok && <CopyButton text={outcome.output} label="Copy rendered prompt" />}
          </div>
          {outcome.ok ? (
            // Focusable: a long prompt scrolls inside it, and a keyboard must reach it to scroll.
            <pre className="render-output" data-testid="render-output" tabIndex={0} aria-label="Rendered prompt">
              {shownOutput}
            </pre>
          ) : (
            <div className="error-box" role="alert" id={`${ids}-error`}>
              <strong>
                {outcome.kind}
                {outcome.position !== undefined && (
                  <span className="error-position">
                    {" "}
                    at line {outcome.position.line}
                    {outcome.position.column !== undefined && `, column ${outcome.position.column}`}
                  </span>
                )}
              </strong>
              <p>{outcome.message}</p>
              {outcome.excerpt !== undefined && <pre className="error-excerpt">{outcome.excerpt}</pre>}
            </div>
          )}
          {outcome.ok && (
            <p className="muted small">
              {countOf(outcome.output.length, "character")} · {countOf(outcome.output.split("\n").length, "line")}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

type Choice = { kind: "model"; id: string } | { kind: "real"; id: string } | { kind: "gguf"; id: string; file: string };

/**
 * `?template=` names a real model's published template; `?gguf=` and `&file=` a GGUF file whose stored template is
 * read from its header; otherwise `?model=` a catalogue model (or the first).
 */
function choiceFromAddress(search: URLSearchParams): Choice {
  const ggufId = search.get("gguf");
  const ggufFile = search.get("file");
  if (ggufId !== null && ggufFile !== null) return { kind: "gguf", id: ggufId, file: ggufFile };
  const real = search.get("template");
  if (real !== null) return { kind: "real", id: real };
  return { kind: "model", id: search.get("model") ?? "" };
}

const countOf = (n: number, noun: string) => `${n.toLocaleString("en")} ${noun}${n === 1 ? "" : "s"}`;
