import { useEffect, useId, type ReactNode } from "react";
import type { HubModel, ProviderMapping } from "../../shared/hub-types.js";
import { ownEntry } from "../../shared/lookup.js";
import type { RequestChoice } from "../../shared/request-choice.js";
import { TaskBadge } from "../components/TaskBadge.js";
import { AnswerView } from "./AnswerView.js";
import { ExampleList } from "./ExampleList.js";
import { InferenceSettings } from "./InferenceSettings.js";
import { InputForm } from "./inputs/InputForm.js";
import type { NextStep } from "./next-step.js";
import { answerCaption, describeInput, type WidgetExample } from "../../shared/widget/recorded.js";
import { RequestPreview, type PreviewCode } from "./RequestPreview.js";
import { WidgetResultView } from "./results/WidgetResultView.js";
import { TASK_WIDGETS, widgetKeyOf, type TaskWidget } from "../../shared/widget/task-table.js";
import { useTryIt, type ProbeState } from "./use-try-it.js";

/** The providers a widget can use: the mapping entries for its task (any entry when none matches). */
export function widgetProviders(mapping: ProviderMapping, widgetKey: string): string[] {
  const entries = Object.entries(mapping);
  const matching = entries.filter(([, entry]) => entry.task === widgetKey);
  return (matching.length > 0 ? matching : entries).map(([provider]) => provider);
}

/** A widget card that only says something (no task widget, no provider); the snippets then show the task's sample. */
function QuietWidget({ choice, children }: { choice: RequestChoice; children: ReactNode }) {
  useEffect(() => choice.setRequest({ status: "none" }), [choice]);
  return <section className="widget card">{children}</section>;
}

/** The try-it widget of a model: its examples and input form, the shared provider, a run, the answer. */
export function Widget({
  model,
  mapping,
  choice,
  examples,
}: {
  model: HubModel;
  mapping: ProviderMapping;
  choice: RequestChoice;
  /** The widget's examples, made on the server with the page data (undefined where it has none). */
  examples: WidgetExample[] | undefined;
}) {
  const widgetKey = widgetKeyOf(model.pipeline_tag, model.tags);
  const spec = ownEntry(TASK_WIDGETS, widgetKey);
  if (widgetKey === undefined || spec === undefined) {
    return (
      <QuietWidget choice={choice}>
        <h2>Try it</h2>
        <p className="muted">
          {widgetKey === undefined
            ? "This model has no pipeline tag, so there is no widget to try it with."
            : `There is no try-it widget for the ${widgetKey} task.`}
        </p>
      </QuietWidget>
    );
  }
  if (choice.providers.length === 0 || examples === undefined) {
    return (
      <QuietWidget choice={choice}>
        <header className="widget-header">
          <h2>Try it</h2>
          <TaskBadge tag={model.pipeline_tag} />
        </header>
        <p className="muted">
          No inference provider serves this model, so it cannot be tried here. The snippets show how to run it yourself.
        </p>
      </QuietWidget>
    );
  }
  return (
    <TaskWidgetPanel
      model={model}
      mapping={mapping}
      widgetKey={widgetKey}
      spec={spec}
      choice={choice}
      examples={examples}
    />
  );
}

function TaskWidgetPanel({
  model,
  mapping,
  widgetKey,
  spec,
  choice,
  examples,
}: {
  model: HubModel;
  mapping: ProviderMapping;
  widgetKey: string;
  spec: TaskWidget;
  choice: RequestChoice;
  examples: WidgetExample[];
}) {
  const ids = useId();
  const w = useTryIt({ model, mapping, spec, choice, examples });
  const provider = w.shared.provider;
  const entry = mapping[provider];
  const running = w.run.status === "running";
  const showExamples = w.examples.some((example) => example.source !== "empty");

  return (
    <section className="widget card" aria-labelledby={`${ids}-heading`}>
      <header className="widget-header">
        <h2 id={`${ids}-heading`}>Try it</h2>
        <TaskBadge tag={model.pipeline_tag} />
      </header>

      {showExamples && (
        <ExampleList examples={w.examples} input={w.input} onPick={w.pickExample} headingId={`${ids}-examples`} />
      )}

      <form
        className="widget-form"
        onSubmit={(event) => {
          event.preventDefault();
          w.runNow();
        }}
      >
        <div className="field">
          <label htmlFor={`${ids}-provider`}>Provider</label>
          <select id={`${ids}-provider`} value={provider} onChange={(event) => w.setProvider(event.target.value)}>
            {choice.providers.map((name) => (
              <option key={name} value={name}>
                {name}
                {mapping[name]?.status === "staging" ? " (staging)" : ""}
              </option>
            ))}
          </select>
          <span className="field-hint">The same provider as the code under Inference Providers.</span>
        </div>
        {entry?.status === "staging" && (
          <p className="note">This model is in staging with {provider}: meant for tests only.</p>
        )}
        {entry !== undefined && entry.task !== widgetKey && (
          <p className="note">
            {provider} serves this model for {entry.task}, not for this widget&apos;s task: choose another provider.
          </p>
        )}

        <InputForm
          kind={spec.input}
          value={w.input}
          onChange={w.setInput}
          mediaShown={w.mediaShown}
          onShowMedia={w.showMedia}
        />

        <div className="widget-actions">
          {spec.streams !== undefined && (
            <label className="switch">
              <input
                type="checkbox"
                checked={w.shared.streaming}
                onChange={(event) => w.setStreaming(event.target.checked)}
              />
              Stream
            </label>
          )}
          <div className="spacer" />
          {running && (
            <button type="button" className="button-quiet" onClick={w.stop}>
              Stop
            </button>
          )}
          <button
            type="button"
            className="button-quiet"
            aria-expanded={w.previewOpen}
            aria-controls={`${ids}-preview`}
            onClick={w.togglePreview}
          >
            {w.previewOpen ? "Hide request" : "Preview request"}
          </button>
          {w.step.kind === "own-input" ? (
            <button type="button" className="button-primary" onClick={w.sendLive} aria-describedby={`${ids}-step`}>
              Send with the real router…
            </button>
          ) : (
            <button type="submit" className="button-primary" disabled={running} aria-describedby={`${ids}-step`}>
              {running ? "Running…" : "Run"}
            </button>
          )}
        </div>
        <StepNote
          id={`${ids}-step`}
          step={w.step}
          provider={provider}
          streaming={w.shared.streaming}
          what={describeInput(w.input, w.examples)}
          onUseProvider={(name) => w.setProvider(name)}
        />
        <div id={`${ids}-preview`}>{w.previewOpen && <Preview probe={w.probe} code={w.code} />}</div>
      </form>

      <InferenceSettings
        wanted={w.tokenWanted}
        onAskToken={w.askToken}
        onTokenGiven={w.tokenGiven}
        onCancel={w.cancelToken}
      />

      <div className="widget-output" aria-live="polite">
        {w.run.status === "failed" && (
          <div className="error-box" role="alert">
            <strong>{w.run.error.title}</strong>
            <p>{w.run.error.message}</p>
          </div>
        )}
        {w.run.status === "running" && (
          <div className="answer">
            <p className="answer-caption">
              {answerCaption(w.run, w.examples)}
              <span className="muted"> · arriving…</span>
            </p>
            {w.run.partial === undefined ? (
              <div className="skeleton" aria-label="Waiting for the answer" />
            ) : (
              <WidgetResultView result={w.run.partial} />
            )}
          </div>
        )}
        {w.answer !== undefined && <AnswerView answer={w.answer} examples={w.examples} />}
      </div>
    </section>
  );
}

/** What Run does now, in plain words, and the way on when there is no recorded answer. */
function StepNote({
  id,
  step,
  provider,
  streaming,
  what,
  onUseProvider,
}: {
  id: string;
  step: NextStep;
  provider: string;
  streaming: boolean;
  what: string;
  onUseProvider: (provider: string) => void;
}) {
  if (step.kind === "replay") {
    return (
      <p id={id} className="step-note step-replay">
        {step.example.recorded?.synthetic === true
          ? `Run shows a sample answer to ${what} in ${provider}'s documented shape (no recording of it exists).`
          : `Run shows the answer ${provider} gave to ${what}, recorded earlier.`}
      </p>
    );
  }
  if (step.kind === "live") {
    return (
      <p id={id} className="step-note">
        Run sends {what} to {provider} through the real router
        {step.tokenSet ? ", with your access token." : ". It asks for your access token first."}
      </p>
    );
  }
  const why = {
    edited: `Nothing was recorded for ${what} with ${provider}: only the examples above have recorded answers.`,
    streaming: `The answer to this input was recorded with Stream ${streaming ? "off" : "on"}: switch it ${streaming ? "off" : "on"} to replay it.`,
    provider: `No answers were recorded with ${provider}.`,
    structure: `No answer was recorded for a request with tools or a response schema, with ${provider} or any provider.`,
    none: "This model has no recorded answers.",
  }[step.why];
  return (
    <div id={id} className="step-note step-own" role="status">
      <p>{why} Preview the request the client would send, or send it through the real router with your access token.</p>
      {step.why === "provider" && step.elsewhere.length > 0 && (
        <p>
          The examples with a recorded answer replay with{" "}
          {step.elsewhere.map((name, i) => (
            <span key={name}>
              {i > 0 && ", "}
              <button type="button" className="button-link" onClick={() => onUseProvider(name)}>
                {name}
              </button>
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}

/** The request preview: being built, the request and its code, or why it cannot be sent. */
function Preview({ probe, code }: { probe: ProbeState; code: PreviewCode }) {
  if (probe.status !== "done") return <p className="muted small">Building the request…</p>;
  const { result } = probe;
  if (result.kind === "unsendable") {
    return (
      <div className="error-box" role="alert">
        <strong>This request cannot be sent</strong>
        <p>{result.error.message}</p>
        <p>Change the input, or choose another provider.</p>
      </div>
    );
  }
  return <RequestPreview request={result.request} code={code} />;
}
