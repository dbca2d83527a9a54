import {
  BODY_KIND_HEADER,
  NO_METHOD,
  ORIGINAL_METHOD_HEADER,
  PROBE_HEADER,
  REPLAY_KEY_HEADER,
  type ReplayProbe,
  STAND_IN_HEADER,
} from "../../src/lib/replay-protocol.js";
import { standInFor } from "./stand-ins.js";
import { BINARY_BODY, bodyFingerprint, type TapeRequest } from "./tape-key.js";
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

function bodyIsText(request: Request): boolean {
  const declared = request.headers.get(BODY_KIND_HEADER);
  if (declared !== null) return declared === "text";
  const contentType = request.headers.get("content-type") ?? "";
  return contentType === "" || /^(application\/json|text\/)/i.test(contentType);
}

/** Rebuilds the client's request (as the tape key sees it) from what reached the local router. */
export async function tapeRequestFrom(request: Request, originalUrl: string): Promise<TapeRequest> {
  const bodyBytes = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const hasBody = bodyBytes !== undefined && bodyBytes.byteLength > 0;
  const method = originalMethod(request, hasBody);
  if (!hasBody) return { url: originalUrl, method };
  return { url: originalUrl, method, body: bodyIsText(request) ? new TextDecoder().decode(bodyBytes) : BINARY_BODY };
}

/** "POST https://... (body sha256 ..., 31 chars)": names a request without dumping its body. */
export function describeRequest(request: TapeRequest): string {
  return `${request.method ?? "GET"} ${request.url} (${bodyFingerprint(request.body)})`;
}

/** The clear answer for a request nobody recorded. */
export function missingRecordingResponse(request: TapeRequest): Response {
  const error =
    `No recorded exchange for ${describeRequest(request)}. ` +
    "The offline router replays only the recorded provider exchanges: use a recorded example input, or switch to the real router with a token.";
  return Response.json(
    { error },
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
 * The local router: the recorded answer for a request, or a clear 404 naming it; with the probe header, whether
 * there is one.
 */
export async function replay(
  tapes: TapeLibrary,
  request: Request,
  originalUrl: string,
  options: ReplayOptions,
): Promise<Response> {
  const tapeRequest = await tapeRequestFrom(request, originalUrl);
  const hit = tapes.find(tapeRequest);
  if (request.headers.get(PROBE_HEADER) !== null) return probeResponse(hit);
  return hit === undefined ? missingRecordingResponse(tapeRequest) : replayResponse(hit, options);
}
