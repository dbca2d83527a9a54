import type { Context } from "hono";

/**
 * Real mode: `/api/*` is relayed to the configured hub. The hub is another site: its answers reach the browser on
 * this app's origin, so only what a hub API answer is made of passes (JSON, or plain text for some errors, with the
 * headers that describe the body), never cookies, HTML or the hub's own policies. Only reads are relayed; each
 * has a deadline and stops when the browser goes away.
 */
export interface RelayOptions {
  /** The hub's base URL, e.g. `https://huggingface.co`. */
  hubUrl: string;
  fetch: typeof fetch;
  /** Deadline for the hub's whole answer, headers and body. */
  timeoutMs: number;
}

/** Content types of hub API answers (and of a model card, read as text). */
const RELAYED_TYPE = /^\s*(?:application\/(?:[\w.+-]+\+)?json|text\/plain|text\/markdown)\s*(?:;|$)/i;
/** Response headers that describe the body or when to retry, and the list's total; everything else stays at the hub. */
const RELAYED_HEADERS = ["content-type", "etag", "last-modified", "retry-after", "x-total-count"] as const;
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
const MAX_REDIRECTS = 5;

function errorJson(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "cache-control": "no-store" } });
}

function hubBase(hubUrl: string): URL {
  const base = new URL(hubUrl);
  if (!base.pathname.endsWith("/")) base.pathname += "/";
  return base;
}

/** The relay's handler for `app.all("/api/*", ...)`. */
export function hubRelay(options: RelayOptions): (c: Context) => Promise<Response> {
  const base = hubBase(options.hubUrl);
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
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    // Ends the upstream request when the browser leaves (the request's signal) or the deadline passes.
    const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(options.timeoutMs)]);
    try {
      let upstream = await options.fetch(target, { method, headers, signal, redirect: "manual" });
      // The hub redirects renamed repositories within itself; a redirect anywhere else is not followed.
      for (let hops = 0; upstream.status >= 300 && upstream.status < 400 && upstream.headers.has("location"); hops++) {
        const next = new URL(upstream.headers.get("location") ?? "", target);
        await upstream.body?.cancel();
        if (next.origin !== base.origin || hops === MAX_REDIRECTS) {
          return errorJson(
            502,
            `The hub at ${options.hubUrl} redirected to ${next.origin}, which the relay does not follow`,
          );
        }
        target = next;
        upstream = await options.fetch(target, { method, headers, signal, redirect: "manual" });
      }
      return relayedAnswer(upstream, options.hubUrl, c.req.raw.signal, incoming);
    } catch (error) {
      if (c.req.raw.signal.aborted) return errorJson(499, "The browser closed the request");
      if (error instanceof DOMException && error.name === "TimeoutError") {
        return errorJson(504, `The hub at ${options.hubUrl} did not answer within ${seconds} s`);
      }
      const reason = error instanceof Error ? error.message : String(error);
      return errorJson(502, `Could not reach the hub at ${options.hubUrl}: ${reason}`);
    }
  };
}

/**
 * The hub's body as it arrives. When the browser has left, the upstream read fails on purpose (its request was
 * aborted): the stream then just ends, as nobody reads it; any other failure (the deadline) still breaks it.
 */
function untilBrowserLeaves(body: ReadableStream<Uint8Array>, browserGone: AbortSignal): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (browserGone.aborted) controller.close();
        else controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

async function relayedAnswer(
  upstream: Response,
  hubUrl: string,
  browserGone: AbortSignal,
  requestUrl: URL,
): Promise<Response> {
  const headers = new Headers({ "cache-control": "private, no-cache" });
  for (const name of RELAYED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const next = nextPageLink(upstream.headers.get("link"), requestUrl, hubUrl);
  if (next !== undefined) headers.set("link", next);
  const bodyless = upstream.status === 204 || upstream.status === 304 || upstream.body === null;
  if (!bodyless && !RELAYED_TYPE.test(upstream.headers.get("content-type") ?? "")) {
    await upstream.body?.cancel();
    const type = upstream.headers.get("content-type") ?? "no content type";
    return errorJson(
      502,
      `The hub at ${hubUrl} answered ${upstream.status} with ${type}, which is not a hub API answer (JSON); it was not relayed`,
    );
  }
  const body = bodyless || upstream.body === null ? null : untilBrowserLeaves(upstream.body, browserGone);
  return new Response(body, { status: upstream.status, headers });
}
