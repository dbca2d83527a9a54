import {
  NO_METHOD,
  NOTHING_RECORDED,
  ORIGINAL_METHOD_HEADER,
  PROBE_HEADER,
  REPLAY_KEY_HEADER,
  type ReplayProbe,
  STAND_IN_HEADER,
} from "../../shared/replay-protocol.js";
import { bodyKeyOf, bodyKindOf, RequestBodyError } from "./body-key.js";
import { standInFor } from "./stand-ins.js";
import { describeBody, type TapeRequest } from "./tape-key.js";
import type { TapeHit, TapeLibrary } from "./tapes.js";

export interface ReplayOptions {
  /** Pause between replayed server-sent events, so a stream looks like one. */
  sseEventDelayMs: number;
}

function originalMethod(request: Request, hasBody: boolean): string | undefined {
  const declared = request.headers.get(ORIGINAL_METHOD_HEADER);
  if (declared === NO_METHOD) return undefined;
  if (declared !== null) return declared;
  // Direct callers (curl, a snippet pointed here) send no hint: a plain GET stands for `fetch(url)`.
  return request.method === "GET" && !hasBody ? undefined : request.method;
}

/**
 * Rebuilds the client's request (as the tape key sees it) from what reached the local router: its text, or the
 * fingerprint of its bytes or of its form's parts. Throws a RequestBodyError for a body that is not what it claims.
 */
export async function tapeRequestFrom(request: Request, originalUrl: string): Promise<TapeRequest> {
  const bytes =
    request.method === "GET" || request.method === "HEAD" ? undefined : new Uint8Array(await request.arrayBuffer());
  const hasBody = bytes !== undefined && bytes.byteLength > 0;
  const method = originalMethod(request, hasBody);
  if (!hasBody) return { url: originalUrl, method };
  const kind = bodyKindOf(request.headers);
  return { url: originalUrl, method, body: await bodyKeyOf(bytes, kind, request.headers.get("content-type") ?? "") };
}

/**
 * The answer for a request nobody recorded. `error` is what the page shows a person, in plain words; `request` names
 * what was looked up, for a developer.
 */
export function missingRecordingResponse(request: TapeRequest): Response {
  const looked = { method: request.method ?? "GET", url: request.url, body: describeBody(request.body) };
  return Response.json(
    { error: NOTHING_RECORDED, request: looked },
    { status: 404, headers: { [REPLAY_KEY_HEADER]: "none", "cache-control": "no-store" } },
  );
}

/**
 * The recorded headers a client needs: the body's type and when to retry. The rest described the provider's own
 * site (its CORS grants, cookies for its domain, HSTS, Alt-Svc, rate-limit and tracing headers) and means nothing,
 * or something harmful, on this app's origin.
 */
export const REPLAYED_HEADERS: readonly string[] = ["content-type", "retry-after"];

function replayHeaders(hit: TapeHit): Headers {
  const headers = new Headers({ "cache-control": "no-store" });
  for (const [name, value] of Object.entries(hit.exchange.response.headers)) {
    if (REPLAYED_HEADERS.includes(name.toLowerCase())) headers.set(name, value);
  }
  headers.set(REPLAY_KEY_HEADER, hit.key);
  return headers;
}

function sseStream(body: string, delayMs: number): ReadableStream<Uint8Array> {
  const events = body.split(/(?<=\n\n)/).filter((event) => event.length > 0);
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const event = events[index++];
      if (event === undefined) {
        controller.close();
        return;
      }
      if (index > 1 && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      controller.enqueue(encoder.encode(event));
    },
  });
}

/** Sends a recorded answer again: status, headers and body; SSE as separate events; media stand-ins when needed. */
export function replayResponse(hit: TapeHit, options: ReplayOptions): Response {
  const { response, url } = hit.exchange;
  const headers = replayHeaders(hit);
  const contentType = headers.get("content-type") ?? "";
  const init = { status: response.status, statusText: response.statusText ?? "", headers };
  const nullBodyStatus = response.status === 204 || response.status === 304;
  if (nullBodyStatus) return new Response(null, init);
  if (contentType.startsWith("text/event-stream")) {
    return new Response(sseStream(response.body, options.sseEventDelayMs), init);
  }
  if (response.body === "" && response.status < 300) {
    const standIn = standInFor(contentType, url);
    if (standIn !== undefined) {
      headers.set(STAND_IN_HEADER, contentType || "unknown");
      headers.set("content-type", standIn.contentType);
      return new Response(standIn.body, init);
    }
  }
  return new Response(response.body, init);
}

/** Whether a recording matches: the answer to a probe (the widget asks before it offers Run). */
export function probeResponse(hit: TapeHit | undefined): Response {
  const probe: ReplayProbe =
    hit === undefined ? { recorded: false } : { recorded: true, status: hit.exchange.response.status };
  return Response.json(probe, { headers: { "cache-control": "no-store" } });
}

/**
 * The local router: the recorded answer for exactly this request (method, URL and body), or a clear 404; with the
 * probe header, whether there is one, by the same lookup.
 */
export async function replay(
  tapes: TapeLibrary,
  request: Request,
  originalUrl: string,
  options: ReplayOptions,
): Promise<Response> {
  let tapeRequest: TapeRequest;
  try {
    tapeRequest = await tapeRequestFrom(request, originalUrl);
  } catch (error) {
    if (!(error instanceof RequestBodyError)) throw error;
    return Response.json({ error: error.message }, { status: 400, headers: { "cache-control": "no-store" } });
  }
  const hit = tapes.find(tapeRequest);
  if (request.headers.get(PROBE_HEADER) !== null) return probeResponse(hit);
  return hit === undefined ? missingRecordingResponse(tapeRequest) : replayResponse(hit, options);
}
