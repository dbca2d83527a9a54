/**
 * Preview request: what a run would send. The probe runs the task's own call through the real `InferenceClient`
 * with a fetch that lets the client's hub lookups (provider mapping) through, and stops at the first provider
 * request: that request, as the client built it (its request builder and the task's payload preparation both ran),
 * is the preview. Nothing is sent to a provider. (Whether an answer is replayed is the widget's own decision: only
 * for a recorded example, shared/widget/recorded.ts.)
 */
import { offlineFetch } from "../lib/offline-fetch.js";
import { HUB_ORIGIN } from "../../shared/replay-protocol.js";
import { TOKEN_PLACEHOLDER } from "../../shared/request-snippets.js";
import { describeError, type ErrorDescription } from "./errors.js";
import { createClient } from "./inference.js";
import type { RunContext, TaskWidget } from "../../shared/widget/task-table.js";
import type { MediaInput, WidgetInput } from "../../shared/widget/types.js";

/** A request body as the preview shows it: text as sent, binary bodies by size and type. */
export type PreviewBody =
  { kind: "none" } | { kind: "text"; text: string } | { kind: "binary"; bytes: number; contentType: string };

/** The request a run would send first, token masked. */
export interface PreviewRequest {
  method: string;
  url: string;
  headers: Array<[name: string, value: string]>;
  body: PreviewBody;
}

export type ProbeResult =
  /** The request the client would send. */
  | { kind: "request"; request: PreviewRequest }
  /** The client stopped before sending anything (an input it refuses, a model it cannot map). */
  | { kind: "unsendable"; error: ErrorDescription };

const PROBE_TIMEOUT_MS = 15_000;

class ProbeStop extends Error {
  constructor() {
    super("probe: the first provider request was captured");
    this.name = "ProbeStop";
  }
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** Hub lookups (and same-origin requests) go through; the rest is a provider request. */
function isHubCall(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin === window.location.origin) return true;
    return parsed.origin === HUB_ORIGIN && parsed.pathname.startsWith("/api/");
  } catch {
    return true;
  }
}

/** `Bearer hf_abc…` -> `Bearer hf_•••••`: the token never reaches the screen. */
export function maskToken(value: string, token: string): string {
  if (token === "" || !value.includes(token)) return value;
  return value.split(token).join(`${token.slice(0, 3)}•••••`);
}

function previewBody(body: BodyInit | null | undefined): PreviewBody {
  if (body === undefined || body === null) return { kind: "none" };
  if (typeof body === "string") return { kind: "text", text: body };
  if (body instanceof Blob) return { kind: "binary", bytes: body.size, contentType: body.type };
  if (body instanceof ArrayBuffer) return { kind: "binary", bytes: body.byteLength, contentType: "" };
  if (ArrayBuffer.isView(body)) return { kind: "binary", bytes: body.byteLength, contentType: "" };
  return { kind: "binary", bytes: 0, contentType: "form or stream" };
}

function previewOf(input: RequestInfo | URL, init: RequestInit | undefined, token: string): PreviewRequest {
  const headers = [...new Headers(init?.headers).entries()].map(([name, value]): [string, string] => [
    name,
    maskToken(value, token),
  ]);
  return { method: init?.method ?? "GET", url: urlOf(input), headers, body: previewBody(init?.body) };
}

export interface ProbeRequest {
  spec: TaskWidget;
  model: string;
  provider: string;
  streaming: boolean;
  input: WidgetInput;
  /** The person's token; the placeholder when empty, so the preview shows where it goes. */
  token: string;
  loadMedia: (media: MediaInput) => Promise<Blob>;
  signal: AbortSignal;
}

/** What the run would send first. */
export async function probeRun(request: ProbeRequest): Promise<ProbeResult> {
  // The placeholder stands in for a token the person has not given, so the preview shows where it goes.
  const token = request.token === "" ? TOKEN_PLACEHOLDER : request.token;
  let captured: PreviewRequest | undefined;
  const probeFetch: typeof fetch = async (input, init) => {
    if (isHubCall(urlOf(input))) return offlineOrPass(input, init);
    captured = previewOf(input, init, token);
    throw new ProbeStop();
  };
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]);
  try {
    const { client, provider } = await createClient(token, "offline", request.provider, probeFetch);
    const context: RunContext = {
      client,
      model: request.model,
      provider,
      streaming: request.streaming,
      signal,
      onUpdate: () => undefined,
      loadMedia: request.loadMedia,
    };
    await request.spec.run(context, request.input);
  } catch (error) {
    if (captured === undefined) return { kind: "unsendable", error: describeError(error) };
  }
  if (captured === undefined) {
    return { kind: "unsendable", error: { title: "Nothing to send", message: "The call sent no provider request." } };
  }
  return { kind: "request", request: captured };
}

/** Hub lookups of the probe: answered by the local hub API (offline) or the relayed real hub (real mode). */
function offlineOrPass(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> {
  return offlineFetch(input, init);
}
