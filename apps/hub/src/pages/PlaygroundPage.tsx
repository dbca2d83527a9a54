import { useDeferredValue, useId, useMemo, useState } from "react";
import { listChatTemplates } from "../api.js";
import { CodeEditor } from "../components/CodeEditor.js";
import { CopyButton } from "../components/CopyButton.js";
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
  // The address names the chosen sample model, so the choice survives a reload and can be shared.
  const modelId = search.get("model") ?? "";
  // Undefined until the person edits: the template is then the chosen model's (or the first sample's).
  const [edited, setEdited] = useState<string | undefined>(undefined);
  const [messagesJson, setMessagesJson] = useState(DEFAULT_MESSAGES);
  const [addGenerationPrompt, setAddGenerationPrompt] = useState(true);
  const [bosToken, setBosToken] = useState("<s>");
  const [eosToken, setEosToken] = useState("</s>");
  const [showWhitespace, setShowWhitespace] = useState(false);
  const [formatError, setFormatError] = useState<string | undefined>(undefined);

  const list = samples.status === "done" ? samples.value : [];
  const chosen = list.find((sample) => sample.id === modelId) ?? list[0];
  const template = edited ?? chosen?.template ?? (samples.status === "loading" ? "" : STARTER_TEMPLATE);

  const loadSample = (id: string) => {
    setEdited(undefined);
    navigate(`/playground/chat-template?model=${encodeURIComponent(id)}`, { replace: true });
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
      }),
    [deferredTemplate, deferredMessages, addGenerationPrompt, bosToken, eosToken],
  );
  const templateErrorLine = !outcome.ok && outcome.stage === "template" ? outcome.position?.line : undefined;
  const messagesErrorLine = !outcome.ok && outcome.stage === "messages" ? outcome.position?.line : undefined;
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
            <label htmlFor={`${ids}-model`}>Load a sample model's template</label>
            <select id={`${ids}-model`} value={chosen?.id ?? ""} onChange={(event) => loadSample(event.target.value)}>
              {samples.status === "loading" && <option value="">Loading…</option>}
              {list.map((sample) => (
                <option key={sample.id} value={sample.id}>
                  {sample.id}
                </option>
              ))}
            </select>
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
            {...(templateErrorLine !== undefined && { errorLine: templateErrorLine, describedBy: `${ids}-error` })}
          />
          <CodeEditor
            label="Messages (JSON)"
            value={messagesJson}
            onChange={setMessagesJson}
            rows={10}
            {...(messagesErrorLine !== undefined && { errorLine: messagesErrorLine, describedBy: `${ids}-error` })}
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
                onChange={(event) => setBosToken(event.target.value)}
              />
            </div>
            <div className="field field-inline">
              <label htmlFor={`${ids}-eos`}>eos_token</label>
              <input
                id={`${ids}-eos`}
                type="text"
                value={eosToken}
                onChange={(event) => setEosToken(event.target.value)}
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
            <pre className="render-output" data-testid="render-output">
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
            </div>
          )}
          {outcome.ok && (
            <p className="muted small">
              {outcome.output.length} characters · {outcome.output.split("\n").length} lines
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
