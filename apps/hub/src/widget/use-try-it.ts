/**
 * The state of a try-it widget: the input, the shared provider and streaming choice (shared/request-choice.ts), runs
 * (a recorded answer replayed through the local router, or a live one through the real router), the request preview
 * and the token prompt. The view (Widget.tsx) only shows it.
 */
import { useEffect, useRef, useState } from "react";
import type { HubModel, ProviderMapping } from "../../shared/hub-types.js";
import { onStandIn, ReplayMissingError } from "../lib/offline-fetch.js";
import type { StandInNotice } from "../lib/replay-fetch.js";
import { useRequestChoice, type RequestChoice } from "../../shared/request-choice.js";
import {
  LANGUAGE_LABELS,
  loadSnippetTools,
  pickSnippet,
  requestSnippets,
  TOKEN_PLACEHOLDER,
} from "../../shared/request-snippets.js";
import { getSettings, setTarget, useSettings } from "../lib/settings.js";
import { useProviderCapabilities } from "../lib/provider-capabilities.js";
import { useAsync } from "../lib/use-async.js";
import { describeError, type ErrorDescription } from "./errors.js";
import { widgetRequestOf } from "../../shared/widget/first-request.js";
import { createClient } from "./inference.js";
import type { TokenWanted } from "./InferenceSettings.js";
import { nextStep, type NextStep } from "./next-step.js";
import { probeRun, type ProbeResult } from "./probe.js";
import {
  answerFor,
  requestStreaming,
  sameRequest,
  type Answer,
  type RunRequest,
  type WidgetExample,
} from "../../shared/widget/recorded.js";
import type { PreviewCode } from "./RequestPreview.js";
import type { TaskWidget } from "../../shared/widget/task-table.js";
import type { MediaInput, WidgetInput, WidgetResult } from "../../shared/widget/types.js";

type RunState =
  | { status: "idle" }
  | { status: "running"; request: RunRequest; origin: Answer["origin"]; startedAt: number; partial?: WidgetResult }
  | { status: "done"; answer: Answer }
  | { status: "failed"; request: RunRequest; error: ErrorDescription };

export type ProbeState = { status: "off" } | { status: "checking" } | { status: "done"; result: ProbeResult };

const IDLE: RunState = { status: "idle" };

/** The run's clock; read in handlers only (never while rendering). */
function clock(): number {
  return performance.now();
}

async function loadMedia(media: MediaInput): Promise<Blob> {
  // Uncached, so it never waits behind a media player's partial download of the same file.
  const response = await fetch(media.src, { cache: "no-store" });
  if (!response.ok) throw new Error(`Could not load ${media.name} (${response.status})`);
  return response.blob();
}

/** A recorded media answer whose bytes the recording did not keep: the type it kept. */
function keptOnlyType(result: WidgetResult, notices: readonly StandInNotice[]): string | undefined {
  const media =
    result.kind === "image"
      ? result.image
      : result.kind === "video"
        ? result.video
        : result.kind === "audio"
          ? result.items[0]?.audio
          : undefined;
  if (media === undefined) return undefined;
  if (notices.length > 0) return notices[0]!.recordedType;
  return media.size === 0 ? media.type || result.kind : undefined;
}

const NOT_RECORDED: ErrorDescription = {
  title: "No recorded answer",
  message: "Nothing was recorded for exactly this request, so there is no answer to replay.",
};

function requestOf(run: RunState): RunRequest | undefined {
  return run.status === "done" ? run.answer.request : run.status === "idle" ? undefined : run.request;
}

export function useTryIt({
  model,
  mapping,
  spec,
  choice,
  examples,
}: {
  model: HubModel;
  mapping: ProviderMapping;
  spec: TaskWidget;
  choice: RequestChoice;
  /** The examples, first one preselected (made on the server: shared/widget/first-request.ts). */
  examples: WidgetExample[];
}) {
  const settings = useSettings();
  const shared = useRequestChoice(choice);
  const [input, setInputState] = useState<WidgetInput>(examples[0]!.input);
  const [run, setRun] = useState<RunState>(IDLE);
  const [mediaShown, setMediaShown] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [tokenWanted, setTokenWanted] = useState<TokenWanted>();
  const controller = useRef<AbortController | undefined>(undefined);
  /** The request of the run on screen, for the store's listener (which sees no render state). */
  const shownRequest = useRef<RunRequest | undefined>(undefined);
  const streaming = requestStreaming(spec, shared.streaming);
  const request: RunRequest = { input, provider: shared.provider, streaming };

  const clear = () => {
    controller.current?.abort();
    controller.current = undefined;
    shownRequest.current = undefined;
    setRun(IDLE);
  };

  useEffect(() => () => controller.current?.abort(), []);

  // Another provider or streaming mode, chosen here or in the snippets: the answer on screen no longer applies.
  useEffect(
    () =>
      choice.subscribe(() => {
        const shown = shownRequest.current;
        const now = choice.get();
        if (shown === undefined) return;
        if (shown.provider !== now.provider || shown.streaming !== requestStreaming(spec, now.streaming)) {
          controller.current?.abort();
          controller.current = undefined;
          shownRequest.current = undefined;
          setRun(IDLE);
        }
      }),
    [choice, spec],
  );

  // The snippets show the code for this input.
  useEffect(
    () => choice.setRequest(widgetRequestOf(spec, input, examples, shared.streaming)),
    [choice, spec, input, shared.streaming, examples],
  );
  useEffect(() => () => choice.setRequest({ status: "waiting" }), [choice]);

  const setInput = (next: WidgetInput) => {
    clear();
    setInputState(next);
  };

  const start = async (sent: RunRequest, origin: Answer["origin"], token: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    shownRequest.current = sent;
    const startedAt = clock();
    setRun({ status: "running", request: sent, origin, startedAt });
    const notices: StandInNotice[] = [];
    const stop = onStandIn((notice) => notices.push(notice));
    try {
      // A replay never carries the person's token: the placeholder routes it exactly as a hub token would.
      const { client, provider } =
        origin === "recorded"
          ? await createClient(TOKEN_PLACEHOLDER, "offline", sent.provider)
          : await createClient(token, "real", sent.provider);
      const result = await spec.run(
        {
          client,
          model: model.id,
          provider,
          streaming: sent.streaming,
          signal: current.signal,
          onUpdate: (partial) => {
            if (controller.current === current)
              setRun({ status: "running", request: sent, origin, startedAt, partial });
          },
          loadMedia,
        },
        sent.input,
      );
      if (controller.current !== current) return;
      const keptOnly = origin === "recorded" ? keptOnlyType(result, notices) : undefined;
      const answer: Answer = { request: sent, result, origin, elapsedMs: clock() - startedAt };
      setRun({ status: "done", answer: keptOnly === undefined ? answer : { ...answer, keptOnly } });
    } catch (error) {
      if (controller.current !== current) return;
      const described = error instanceof ReplayMissingError ? NOT_RECORDED : describeError(error);
      setRun({ status: "failed", request: sent, error: described });
    } finally {
      stop();
    }
  };

  /** A recorded example: into the form, its provider chosen (here and in the snippets), its answer replayed. */
  const pickExample = (example: WidgetExample) => {
    setInput(example.input);
    setMediaShown(true);
    if (example.recorded === undefined) return;
    const { provider, streaming: recordedStreaming } = example.recorded;
    choice.setProvider(provider);
    if (spec.streams !== undefined) choice.setStreaming(recordedStreaming);
    void start({ input: example.input, provider, streaming: recordedStreaming }, "recorded", "");
  };

  const sendLive = (token: string) => {
    setMediaShown(true);
    if (token === "") {
      setTokenWanted("send");
      return;
    }
    setTarget("real");
    void start(request, "live", token);
  };

  const step: NextStep = nextStep({ target: settings.target, request, examples, tokenSet: settings.token !== "" });

  /** The main button: replay the recorded answer offline, send through the real router otherwise. */
  const runNow = () => {
    setMediaShown(true);
    if (step.kind === "replay") void start(request, "recorded", "");
    else if (step.kind === "live") sendLive(settings.token);
    else setPreviewOpen(true);
  };

  const tokenGiven = () => {
    const wanted = tokenWanted;
    setTokenWanted(undefined);
    setTarget("real");
    if (wanted === "send") void start(request, "live", getSettings().token);
  };

  // Before a run, on request: the request the client would send.
  const [probed, setProbed] = useState<{ request: RunRequest; result: ProbeResult }>();
  const token = settings.token;
  useEffect(() => {
    if (!previewOpen) return;
    const aborter = new AbortController();
    const probing: RunRequest = { input, provider: shared.provider, streaming };
    const timer = setTimeout(() => {
      void probeRun({
        spec,
        model: model.id,
        provider: probing.provider,
        streaming: probing.streaming,
        input: probing.input,
        token,
        loadMedia,
        signal: aborter.signal,
      }).then((result) => {
        if (!aborter.signal.aborted) setProbed({ request: probing, result });
      });
    }, 150);
    return () => {
      clearTimeout(timer);
      aborter.abort();
    };
  }, [previewOpen, spec, model.id, input, shared.provider, streaming, token]);
  const probe: ProbeState = !previewOpen
    ? { status: "off" }
    : probed !== undefined && sameRequest(probed.request, request)
      ? { status: "done", result: probed.result }
      : { status: "checking" };

  // The code Preview's Copy gives: the snippets' code for this request, in the language chosen there, no bill-to.
  const tools = useAsync(async () => (previewOpen ? loadSnippetTools() : undefined), previewOpen ? "tools" : "off");
  const capabilities = useProviderCapabilities(model.id, previewOpen ? shared.request : { status: "none" });
  let code: PreviewCode = { status: "loading" };
  if (tools.status === "error") code = { status: "none", reason: `No code: ${tools.error.message}` };
  else if (tools.status === "done" && tools.value !== undefined) {
    const built = requestSnippets(tools.value, { model, mapping, ...shared, capabilities });
    const snippet = "snippets" in built ? pickSnippet(built.snippets, shared.language, shared.client) : undefined;
    code =
      snippet !== undefined
        ? {
            status: "ready",
            text: snippet.content,
            title: `${LANGUAGE_LABELS[snippet.language] ?? snippet.language} · ${snippet.client}`,
            notInCode: shared.request.status === "ready" ? shared.request.notInCode : [],
          }
        : {
            status: "none",
            reason:
              "failure" in built
                ? built.failure
                : "note" in built
                  ? built.note
                  : "No code for this request in that language.",
          };
  }

  const shown = requestOf(run);
  const current = shown !== undefined && sameRequest(shown, request) ? run : IDLE;
  return {
    settings,
    shared,
    examples,
    input,
    setInput,
    run: current,
    answer: current.status === "done" ? answerFor(current.answer, request) : undefined,
    step,
    mediaShown,
    showMedia: () => setMediaShown(true),
    previewOpen,
    togglePreview: () => {
      setMediaShown(true);
      setPreviewOpen((open) => !open);
    },
    probe,
    code,
    tokenWanted,
    askToken: setTokenWanted,
    cancelToken: () => setTokenWanted(undefined),
    tokenGiven,
    pickExample,
    runNow,
    sendLive: () => sendLive(settings.token),
    stop: clear,
    setProvider: (provider: string) => choice.setProvider(provider),
    setStreaming: (value: boolean) => choice.setStreaming(value),
  };
}
