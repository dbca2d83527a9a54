import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";

/** What the relay sends the hub. */
export interface HubRequest {
  method: "GET" | "HEAD";
  headers: Headers;
  /** Aborting it ends the request and closes its connection, before or during the answer. */
  signal: AbortSignal;
}

/**
 * A request to the hub. The answer's body is as the hub sent it, still in its Content-Encoding (the relay decodes
 * it, within its bounds); repeated headers are joined with ", ", as fetch joins them.
 */
export type HubFetch = (url: URL, request: HubRequest) => Promise<Response>;

/** Statuses whose answers have no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * The answer's body as a stream that reads from the connection only as fast as it is read (the relay counts
 * what it reads), and destroys the connection when cancelled.
 */
function bodyStream(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const fail = (error: Error) => {
          if (settled) return;
          settled = true;
          controller.error(error);
        };
        incoming.on("data", (chunk: Buffer) => {
          if (settled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.on("end", () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        incoming.on("error", fail);
        incoming.on("close", () => fail(new Error("the hub closed the connection before its answer ended")));
        incoming.pause();
      },
      pull() {
        incoming.resume();
      },
      cancel() {
        settled = true;
        incoming.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}

function headersOf(incoming: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? "", raw[i + 1] ?? "");
  return headers;
}

function requestOnce(
  url: URL,
  { method, headers, signal }: HubRequest,
  agents: { http: HttpAgent; https: HttpsAgent },
): Promise<{ response: Response } | { retry: true }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const https = url.protocol === "https:";
    const outgoing = (https ? httpsRequest : httpRequest)(url, {
      method,
      headers: Object.fromEntries(headers),
      agent: https ? agents.https : agents.http,
    });
    // Destroying the request destroys its socket, so the hub sees the connection close (and no new one is opened).
    const abort = () => outgoing.destroy();
    signal.addEventListener("abort", abort, { once: true });
    outgoing.on("close", () => signal.removeEventListener("abort", abort));
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return reject(signal.reason);
      // A kept-alive connection the hub closed just as it was reused: the request never reached the hub.
      if (outgoing.reusedSocket && error.code === "ECONNRESET") return resolve({ retry: true });
      reject(error);
    });
    outgoing.on("response", (incoming) => {
      const status = incoming.statusCode ?? 0;
      const bodyless = method === "HEAD" || NULL_BODY_STATUSES.has(status);
      try {
        const response = new Response(bodyless ? null : bodyStream(incoming), { status, headers: headersOf(incoming) });
        if (bodyless) incoming.resume();
        // Read to its end, the answer's connection goes back to the agent for the next request: not to be destroyed.
        incoming.on("end", () => signal.removeEventListener("abort", abort));
        resolve({ response });
      } catch (error) {
        // A status or header a Response cannot carry.
        outgoing.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    outgoing.end();
  });
}

/**
 * The relay's requests, made with node:http(s) rather than fetch, over kept-alive connections of its own: Node's
 * fetch decodes a body with no bound and on, past its abort signal, and after an abort it opens a new connection
 * to the host in place of the one it closed (Node 20, undici 6; issue 28).
 */
export function nodeHubFetch(): HubFetch {
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  return async (url, request) => {
    const first = await requestOnce(url, request, agents);
    if ("response" in first) return first.response;
    const second = await requestOnce(url, request, agents);
    if ("response" in second) return second.response;
    throw new Error("the hub closed the connection twice before answering");
  };
}
