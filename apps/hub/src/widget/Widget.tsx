import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import type { HubModel, ProviderMapping } from "../hub-types.js";
import { onStandIn } from "../lib/offline-fetch.js";
import type { StandInNotice } from "../lib/replay-fetch.js";
import { ownEntry } from "../lib/lookup.js";
import { setTarget, useSettings } from "../lib/settings.js";
import { TaskBadge } from "../components/TaskBadge.js";
import { widgetExamples } from "./defaults.js";
import { describeError, type ErrorDescription } from "./errors.js";
import { createClient } from "./inference.js";
import { InferenceSettings } from "./InferenceSettings.js";
import { InputForm } from "./inputs/InputForm.js";
import { probeRun, type ProbeResult } from "./probe.js";
import { RequestPreview } from "./RequestPreview.js";
import { WidgetResultView } from "./results/WidgetResultView.js";
import { TASK_WIDGETS, widgetKeyOf, type TaskWidget } from "./task-table.js";
import type { WidgetInput, WidgetResult } from "./types.js";

type ProbeState = { status: "checking" } | { status: "done"; result: ProbeResult } | { status: "off" };

/** Whether Run has an answer to give offline: a recording of a successful answer. */
function replayable(probe: ProbeState): boolean {
  return probe.status === "done" && probe.result.kind === "recorded" && probe.result.status < 400;
}

type RunState =
  | { status: "idle" }
  | { status: "running"; startedAt: number; partial?: WidgetResult }
  | { status: "done"; result: WidgetResult; elapsedMs: number }
  | { status: "error"; error: ErrorDescription };

/** The providers a widget can use: the mapping entries for its task (any entry when none matches). */
export function widgetProviders(mapping: ProviderMapping, widgetKey: string): string[] {
  const entries = Object.entries(mapping);
  const matching = entries.filter(([, entry]) => entry.task === widgetKey);
  return (matching.length > 0 ? matching : entries).map(([provider]) => provider);
}

/** The run's clock; read in the submit handler only (never while rendering). */
function clock(): number {
  return performance.now();
}

async function loadMedia(media: { src: string; name: string }): Promise<Blob> {
  // Uncached, so it never waits behind a media player's partial download of the same file.
  const response = await fetch(media.src, { cache: "no-store" });
  if (!response.ok) throw new Error(`Could not load ${media.name} (${response.status})`);
  return response.blob();
}

/** The try-it widget of a model: its task's input form, a provider, a run through @hubkit/inference, the result. */
export function Widget({ model, mapping }: { model: HubModel; mapping: ProviderMapping }) {
  const widgetKey = widgetKeyOf(model.pipeline_tag, model.tags);
  const spec = ownEntry(TASK_WIDGETS, widgetKey);
  const headingId = useId();
  if (widgetKey === undefined || spec === undefined) {
    return (
      <section className="widget card" aria-labelledby={headingId}>
        <h2 id={headingId}>Try it</h2>
        <p className="muted">
          {widgetKey === undefined
            ? "This model has no pipeline tag, so there is no widget to try it with."
            : `There is no try-it widget for the ${widgetKey} task.`}
        </p>
      </section>
    );
  }
  if (Object.keys(mapping).length === 0) {
    return (
      <section className="widget card" aria-labelledby={headingId}>
        <header className="widget-header">
          <h2 id={headingId}>Try it</h2>
          <TaskBadge tag={model.pipeline_tag} />
        </header>
        <p className="muted">
          No inference provider serves this model, so it cannot be tried here. The snippets show how to run it yourself.
        </p>
      </section>
    );
  }
  return <TaskWidgetPanel model={model} mapping={mapping} widgetKey={widgetKey} spec={spec} headingId={headingId} />;
}

function TaskWidgetPanel({
  model,
  mapping,
  widgetKey,
  spec,
  headingId,
}: {
  model: HubModel;
  mapping: ProviderMapping;
  widgetKey: string;
  spec: TaskWidget;
  headingId: string;
}) {
  const settings = useSettings();
  const examples = useMemo(() => widgetExamples(model, widgetKey, spec), [model, widgetKey, spec]);
  const [exampleIndex, setExampleIndex] = useState(0);
  const [input, setInput] = useState<WidgetInput>(examples[0]!.input);
  const providers = widgetProviders(mapping, widgetKey);
  const preferred = model.offlineDemo?.provider;
  const [provider, setProvider] = useState(
    preferred !== undefined && providers.includes(preferred) ? preferred : (providers[0] ?? "hf-inference"),
  );
  const [streaming, setStreaming] = useState(spec.streams === "by default" || (model.offlineDemo?.streaming ?? false));
  const [run, setRun] = useState<RunState>({ status: "idle" });
  const [standIns, setStandIns] = useState<StandInNotice[]>([]);
  const controller = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controller.current?.abort(), []);
  const ids = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  const offline = settings.target === "offline";
  const runStreaming = spec.streams !== undefined && streaming;
  const probing =
    !offline && !previewOpen ? undefined : { provider, runStreaming, input, token: settings.token, offline };
  const probeKey = useMemo(
    () => probing,
    // One probe per distinct request: the fields that change what the client would send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [probing?.provider, probing?.runStreaming, probing?.input, probing?.token, probing?.offline],
  );
  const [probed, setProbed] = useState<{ key: typeof probeKey; result: ProbeResult }>();
  const probe: ProbeState =
    probeKey === undefined
      ? { status: "off" }
      : probed !== undefined && probed.key === probeKey
        ? { status: "done", result: probed.result }
        : { status: "checking" };

  // Before Run: what the client would send, and (offline) whether the local router has it recorded.
  useEffect(() => {
    if (probeKey === undefined) return;
    const aborter = new AbortController();
    const timer = setTimeout(() => {
      void probeRun({
        spec,
        model: model.id,
        provider: probeKey.provider,
        streaming: probeKey.runStreaming,
        input: probeKey.input,
        token: probeKey.token,
        loadMedia,
        askReplay: probeKey.offline,
        signal: aborter.signal,
      }).then((result) => {
        if (!aborter.signal.aborted) setProbed({ key: probeKey, result });
      });
    }, 150);
    return () => {
      clearTimeout(timer);
      aborter.abort();
    };
  }, [spec, model.id, probeKey]);

  const pickExample = (index: number) => {
    setExampleIndex(index);
    setInput(examples[index]!.input);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (offline && !replayable(probe)) {
      setPreviewOpen(true);
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const startedAt = clock();
    setRun({ status: "running", startedAt });
    setStandIns([]);
    const notices: StandInNotice[] = [];
    const stop = onStandIn((notice) => notices.push(notice));
    try {
      const { client, provider: runProvider } = await createClient(settings.token, settings.target, provider);
      const result = await spec.run(
        {
          client,
          model: model.id,
          provider: runProvider,
          streaming: runStreaming,
          signal: current.signal,
          onUpdate: (partial) => {
            if (controller.current === current) setRun({ status: "running", startedAt, partial });
          },
          loadMedia,
        },
        input,
      );
      if (controller.current === current) {
        setRun({ status: "done", result, elapsedMs: clock() - startedAt });
        setStandIns(notices);
      }
    } catch (error) {
      if (controller.current === current) setRun({ status: "error", error: describeError(error) });
    } finally {
      stop();
    }
  };

  const running = run.status === "running";
  const shown = run.status === "done" ? run.result : run.status === "running" ? run.partial : undefined;
  const entry = mapping[provider];

  return (
    <section className="widget card" aria-labelledby={headingId}>
      <header className="widget-header">
        <h2 id={headingId}>Try it</h2>
        <TaskBadge tag={model.pipeline_tag} />
      </header>

      <form onSubmit={submit} className="widget-form">
        <div className="widget-row">
          <div className="field">
            <label htmlFor={`${ids}-provider`}>Provider</label>
            <select id={`${ids}-provider`} value={provider} onChange={(event) => setProvider(event.target.value)}>
              {providers.map((name) => (
                <option key={name} value={name}>
                  {name}
                  {mapping[name]?.status === "staging" ? " (staging)" : ""}
                </option>
              ))}
            </select>
          </div>
          {examples.length > 1 && (
            <div className="field">
              <label htmlFor={`${ids}-example`}>Example</label>
              <select
                id={`${ids}-example`}
                value={exampleIndex}
                onChange={(event) => pickExample(Number(event.target.value))}
              >
                {examples.map((example, i) => (
                  <option key={i} value={i}>
                    {example.title}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        {entry?.status === "staging" && (
          <p className="note">This model is in staging with {provider}: meant for tests only.</p>
        )}
        <p className="input-source">
          Input: {examples[exampleIndex]?.source}
          {model.offlineDemo?.provider !== undefined && <> · recorded with {model.offlineDemo.provider}</>}
        </p>

        <InputForm kind={spec.input} value={input} onChange={setInput} />

        <div className="widget-actions">
          {spec.streams !== undefined && (
            <label className="switch">
              <input type="checkbox" checked={streaming} onChange={(event) => setStreaming(event.target.checked)} />
              Stream
            </label>
          )}
          <div className="spacer" />
          {running && (
            <button type="button" className="button-quiet" onClick={() => controller.current?.abort()}>
              Stop
            </button>
          )}
          {(!offline || replayable(probe)) && (
            <button type="button" className="button-quiet" onClick={() => setPreviewOpen((open) => !open)}>
              {previewOpen ? "Hide request" : "Preview request"}
            </button>
          )}
          <button
            type="submit"
            className="button-primary"
            disabled={
              running ||
              (offline &&
                (probe.status === "checking" || (probe.status === "done" && probe.result.kind === "unsendable")))
            }
            aria-describedby={`${ids}-replay`}
          >
            {running
              ? "Running…"
              : offline && probe.status === "done" && !replayable(probe)
                ? "Preview request"
                : "Run"}
          </button>
        </div>
        <ReplayStatus id={`${ids}-replay`} probe={probe} offline={offline} provider={provider} />
        {previewOpen && probe.status === "done" && probe.result.kind !== "unsendable" && (
          <RequestPreview request={probe.result.request} />
        )}
      </form>

      <div className="widget-output" aria-live="polite">
        {run.status === "error" && (
          <div className="error-box" role="alert">
            <strong>{run.error.title}</strong>
            <p>{run.error.message}</p>
          </div>
        )}
        {running && shown === undefined && <div className="skeleton" aria-label="Waiting for the answer" />}
        {shown !== undefined && <WidgetResultView result={shown} />}
        {run.status === "done" && (
          <p className="run-meta">
            {settings.target === "offline" ? "Replayed from the recording" : `Answered by ${provider}`} in{" "}
            {Math.round(run.elapsedMs)} ms
          </p>
        )}
        {standIns.map((notice, i) => (
          <p key={i} className="note stand-in-note">
            The recording kept only the type of this answer ({notice.recordedType}), not its bytes: the local router
            sent a labelled stand-in.
          </p>
        ))}
      </div>

      <InferenceSettings />
    </section>
  );
}

/** Says, before Run, what Run will do offline: replay a recording, or nothing recorded (with the way out). */
function ReplayStatus({
  id,
  probe,
  offline,
  provider,
}: {
  id: string;
  probe: ProbeState;
  offline: boolean;
  provider: string;
}) {
  if (!offline) return <span id={id} hidden />;
  if (probe.status === "checking" || probe.status === "off") {
    return (
      <p id={id} className="replay-status muted">
        Checking the recordings…
      </p>
    );
  }
  const { result } = probe;
  if (result.kind === "recorded" && result.status < 400) {
    return (
      <p id={id} className="replay-status replay-ok">
        A recorded answer from {provider} will be replayed.
      </p>
    );
  }
  const why =
    result.kind === "unsendable"
      ? `This input cannot be sent: ${result.error.message}`
      : result.kind === "recorded"
        ? `The only recording of this request is an error answer (HTTP ${result.status}), so offline replay has nothing useful to show.`
        : "Nothing was recorded for this exact request, so offline replay has no answer to give.";
  return (
    <div id={id} className="note replay-missing" role="status">
      <p>{why}</p>
      {result.kind !== "unsendable" && (
        <p>
          See the request the client would send, or{" "}
          <button type="button" className="button-link" onClick={() => setTarget("real")}>
            switch to the real router
          </button>{" "}
          (needs an access token).
        </p>
      )}
    </div>
  );
}
