import type { Context } from "hono";
import { MAX_RELAYED_BODY_BYTES } from "../limits.js";
import { nodeHubFetch, type HubFetch } from "./hub-fetch.js";
import { contentCoding, readDecodedBody, untilAborted, type ContentCoding } from "./relayed-body.js";

/**
 * Real mode: `/api/*` is relayed to the configured hub. The hub is another site: its answers reach the browser on
 * this app's origin, so only what a hub API answer is made of passes (JSON, or plain text for some errors and a
 * model card, with the headers that describe the body), never cookies, HTML or the hub's own policies. Only reads
 * are relayed. Each answer is read whole, decoded and bounded before anything is sent, under one deadline for
 * headers and body; the hub's connection is closed when the browser goes away.
 */
export interface RelayOptions {
  /** The hub's base URL, e.g. `https://huggingface.co`. */
  hubUrl: string;
  /** How to reach the hub (node:http by default); its answers' bodies as sent, still encoded. */
  fetch?: HubFetch;
  /** Deadline for the hub's whole answer, headers and body. */
  timeoutMs: number;
}

/** Media types of hub API answers: JSON, and plain text (some errors; a model card, also served as markdown). */
const RELAYED_MEDIA_TYPES = new Set(["application/json", "text/plain", "text/markdown"]);
/** One media type, with at most a UTF-8 charset: a list (two headers, a comma) or any other parameter fails. */
const CONTENT_TYPE = /^[\t ]*([a-z]+\/[a-z]+)(?:[\t ]*;[\t ]*charset=(?:utf-8|"utf-8"))?[\t ]*$/i;

/**
 * The Content-Type the relay sends for the hub's, or undefined when the hub's is not exactly one hub API type.
 * The relay's own value is sent, never the hub's text; it says UTF-8, which is what the API speaks and how the
 * page reads every answer.
 */
export function relayedContentType(header: string | null): string | undefined {
  const essence = CONTENT_TYPE.exec(header ?? "")?.[1]?.toLowerCase();
  return essence !== undefined && RELAYED_MEDIA_TYPES.has(essence) ? `${essence}; charset=utf-8` : undefined;
}

/** Response headers that describe the body or when to retry, and the list's total; everything else stays at the hub. */
const RELAYED_HEADERS = ["etag", "last-modified", "retry-after", "x-total-count"] as const;
/** The shape of a hub list cursor: opaque, but plain base64url-ish text of bounded length. */
const CURSOR = /^[\w=-]{1,1024}$/;

/**
 * The next page of a model list, as this app's own address: the request's path and query with the cursor from
 * the hub's `Link: <...>; rel="next"`. Nothing else of the hub's Link header reaches the page (no other relation,
 * host or path), and a cursor of any other shape is dropped.
 */
function nextPageLink(link: string | null, requestUrl: URL, hubUrl: string): string | undefined {
  const target = /<([^>]{1,4096})>\s*;\s*rel="?next"?/.exec(link ?? "")?.[1];
  if (target === undefined) return undefined;
  let cursor: string | null;
  try {
    cursor = new URL(target, hubUrl).searchParams.get("cursor");
  } catch {
    return undefined;
  }
  if (cursor === null || !CURSOR.test(cursor)) return undefined;
  const next = new URLSearchParams(requestUrl.search);
  next.set("cursor", cursor);
  return `<${requestUrl.pathname}?${next.toString()}>; rel="next"`;
}
/** Request headers the hub needs: the person's token and what the page accepts. */
const FORWARDED_HEADERS = ["authorization", "accept", "if-none-match"] as const;
/** The codings the relay asks the hub for (it decodes these and deflate). */
const ACCEPTED_CODINGS = "gzip, br";
const MAX_REDIRECTS = 5;

function errorJson(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "cache-control": "no-store" } });
}

function hubBase(hubUrl: string): URL {
  const base = new URL(hubUrl);
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  return base;
}

/** A header's value in an error message: bounded, since it is the hub's text. */
function quoted(value: string): string {
  return value.length > 200 ? `${value.slice(0, 200)}…` : value;
}

/** The relay's handler for `app.all("/api/*", ...)`. */
export function hubRelay(options: RelayOptions): (c: Context) => Promise<Response> {
  const base = hubBase(options.hubUrl);
  const hubFetch = options.fetch ?? nodeHubFetch();
  const seconds = options.timeoutMs / 1000;
  return async (c) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") {
      const response = errorJson(405, `The hub relay only reads: ${method} ${c.req.path} is not relayed`);
      response.headers.set("allow", "GET, HEAD");
      return response;
    }
    const incoming = new URL(c.req.url);
    // Relative to the base, so the path stays under the configured hub whatever it contains.
    let target = new URL(`.${incoming.pathname}${incoming.search}`, base);
    const headers = new Headers({ "accept-encoding": ACCEPTED_CODINGS });
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    // One signal ends the hub request, its connection and every wait on it: the browser leaving or the deadline.
    // A timer of its own, held until the relay ends: Node 20's AbortSignal.any holds its sources weakly, so an
    // AbortSignal.timeout in it went with the first full GC and the deadline never came (issue 28).
    const browserGone = c.req.raw.signal;
    const hubRequest = new AbortController();
    const leave = () => hubRequest.abort(new DOMException("The browser closed the request", "AbortError"));
    browserGone.addEventListener("abort", leave, { once: true });
    if (browserGone.aborted) leave();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      hubRequest.abort(new DOMException(`The hub did not answer within ${seconds} s`, "TimeoutError"));
    }, options.timeoutMs);
    const signal = hubRequest.signal;
    let answered = false;
    try {
      let response = await untilAborted(hubFetch(target, { method, headers, signal }), signal);
      // The hub redirects renamed repositories within itself; a redirect anywhere else is not followed.
      for (let hops = 0; response.status >= 300 && response.status < 400 && response.headers.has("location"); hops++) {
        const next = new URL(response.headers.get("location") ?? "", target);
        await response.body?.cancel();
        if (next.origin !== base.origin || hops === MAX_REDIRECTS) {
          return errorJson(
            502,
            `The hub at ${options.hubUrl} redirected to ${next.origin}, which the relay does not follow`,
          );
        }
        target = next;
        response = await untilAborted(hubFetch(target, { method, headers, signal }), signal);
      }
      answered = true;
      return await relayedAnswer(response, { hubUrl: options.hubUrl, requestUrl: incoming, signal });
    } catch (error) {
      if (browserGone.aborted) return errorJson(499, "The browser closed the request");
      if (timedOut) {
        return errorJson(
          504,
          answered
            ? `The hub at ${options.hubUrl} did not send its whole answer within ${seconds} s; it was not relayed`
            : `The hub at ${options.hubUrl} did not answer within ${seconds} s`,
        );
      }
      const reason = error instanceof Error ? error.message : String(error);
      return errorJson(502, `Could not reach the hub at ${options.hubUrl}: ${reason}`);
    } finally {
      clearTimeout(timer);
      browserGone.removeEventListener("abort", leave);
      // Whatever ended the relay early ends the hub request (an answer read whole leaves its connection for reuse).
      if (!signal.aborted) hubRequest.abort();
    }
  };
}

interface AnswerContext {
  hubUrl: string;
  requestUrl: URL;
  signal: AbortSignal;
}

function tooLarge(hubUrl: string, coding: ContentCoding, how: "sent" | "decoded"): Response {
  const size = `${MAX_RELAYED_BODY_BYTES / 1024 / 1024} MiB`;
  const detail = coding === "identity" ? "" : how === "sent" ? ` (as sent, ${coding})` : ` (decoded from ${coding})`;
  return errorJson(
    502,
    `The hub at ${hubUrl} answered with more than ${size}${detail}, the most the relay takes; it was not relayed`,
  );
}

async function relayedAnswer(upstream: Response, context: AnswerContext): Promise<Response> {
  const { hubUrl, signal } = context;
  const headers = new Headers({ "cache-control": "private, no-cache" });
  for (const name of RELAYED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const next = nextPageLink(upstream.headers.get("link"), context.requestUrl, hubUrl);
  if (next !== undefined) headers.set("link", next);
  const type = relayedContentType(upstream.headers.get("content-type"));
  if (upstream.body === null) {
    // HEAD, 204, 304: no body to type, but a type that says what the body would be is kept when it is one of ours.
    if (type !== undefined) headers.set("content-type", type);
    return new Response(null, { status: upstream.status, headers });
  }
  if (type === undefined) {
    await upstream.body.cancel();
    const sent = quoted(upstream.headers.get("content-type") ?? "no content type");
    return errorJson(
      502,
      `The hub at ${hubUrl} answered ${upstream.status} with ${sent}, which is not a hub API answer (JSON or plain text); it was not relayed`,
    );
  }
  headers.set("content-type", type);
  const coding = contentCoding(upstream.headers.get("content-encoding"));
  if (coding === undefined) {
    await upstream.body.cancel();
    const named = quoted(upstream.headers.get("content-encoding") ?? "");
    return errorJson(
      502,
      `The hub at ${hubUrl} answered in the encoding "${named}", which the relay does not decode; it was not relayed`,
    );
  }
  const read = await readDecodedBody(upstream.body, coding, MAX_RELAYED_BODY_BYTES, signal);
  if ("tooLarge" in read) return tooLarge(hubUrl, coding, read.tooLarge);
  if ("undecodable" in read) {
    return errorJson(
      502,
      `The hub at ${hubUrl} sent a ${coding} body that does not decode (${read.undecodable}); it was not relayed`,
    );
  }
  return new Response(read.bytes, { status: upstream.status, headers });
}
