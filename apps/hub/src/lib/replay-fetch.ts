/**
 * Offline try-it: the inference client talks to `https://huggingface.co` and `https://router.huggingface.co/...`
 * (and, for polling and result files, to provider hosts). This wrapper sends those requests to the local server
 * instead, which answers hub calls from the embedded catalogue and replays the recorded provider exchanges. It tells
 * the server what the client really sent (the original URL, whether a method was given, what kind of body), since
 * the recordings are keyed on exactly that; the body's bytes go as they are (a form with its boundary), so the server
 * can tell one input from another.
 */
import {
  BODY_KIND_HEADER,
  type BodyKind,
  HUB_ORIGIN,
  NO_METHOD,
  ORIGINAL_METHOD_HEADER,
  ROUTER_ORIGIN,
  STAND_IN_HEADER,
} from "../../shared/replay-protocol.js";

/** Told when the server stood in for a binary answer the recording kept only the type of. */
export interface StandInNotice {
  url: string;
  recordedType: string;
}

export interface ReplayFetchOptions {
  /** Origin of the local server, e.g. `http://127.0.0.1:5173`. */
  origin: string;
  onStandIn?: (notice: StandInNotice) => void;
}

/** Where the local server answers for `url`, or undefined when the request should go out unchanged. */
export function localUrlFor(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined; // data:, blob:
  if (parsed.origin === new URL(origin).origin) return undefined;
  const rest = `${parsed.pathname}${parsed.search}`;
  if (parsed.origin === HUB_ORIGIN && parsed.pathname.startsWith("/api/")) return `${origin}${rest}`;
  if (parsed.origin === ROUTER_ORIGIN) return `${origin}/router${rest}`;
  return `${origin}/replay?url=${encodeURIComponent(url)}`;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/** How the server should read a body: text by its text, a form by its parts, anything else by its bytes. */
export function bodyKindOf(body: BodyInit): BodyKind {
  if (typeof body === "string" || body instanceof URLSearchParams) return "text";
  if (body instanceof FormData) return "form";
  return "binary";
}

/**
 * The body to send on, and its kind when known. A stream is read first (fetch would need `duplex` to send one); a
 * Request's body goes as bytes with its own Content-Type, which the server reads the kind from.
 */
async function outgoingBody(
  init: RequestInit | undefined,
  request: Request | undefined,
): Promise<{ body: BodyInit; kind: BodyKind | undefined } | undefined> {
  const body = init?.body;
  if (body instanceof ReadableStream) return { body: await new Response(body).arrayBuffer(), kind: "binary" };
  if (body !== undefined && body !== null) return { body, kind: bodyKindOf(body) };
  if (request !== undefined && request.body !== null)
    return { body: await request.clone().arrayBuffer(), kind: undefined };
  return undefined;
}

/** Wraps `base` so requests for the hub, the router and provider hosts reach the local server. */
export function createReplayFetch(base: typeof fetch, options: ReplayFetchOptions): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    const local = localUrlFor(url, options.origin);
    if (local === undefined) return base(input, init);
    const request = input instanceof Request ? input : undefined;
    const outgoing = await outgoingBody(init, request);
    const declaredMethod = init?.method ?? request?.method;
    const headers = new Headers(init?.headers ?? request?.headers);
    headers.set(ORIGINAL_METHOD_HEADER, declaredMethod ?? NO_METHOD);
    if (outgoing?.kind !== undefined) headers.set(BODY_KIND_HEADER, outgoing.kind);
    const response = await base(local, {
      method: declaredMethod ?? (outgoing === undefined ? "GET" : "POST"),
      headers,
      body: outgoing?.body,
      signal: init?.signal ?? request?.signal,
    });
    const recordedType = response.headers.get(STAND_IN_HEADER);
    if (recordedType !== null) options.onStandIn?.({ url, recordedType });
    return response;
  };
}
