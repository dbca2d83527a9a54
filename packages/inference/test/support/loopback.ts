/**
 * A real HTTP server on 127.0.0.1 (port 0) and a fetch that sends every request the client makes there,
 * whatever its host: `https://router.huggingface.co/x?y` arrives as `/router.huggingface.co/x?y`, so
 * handlers see which host the client meant. Requests already addressed to the server go through as is.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { hubResponse, type HubFixtures } from "./hubFixtures.js";

export interface LoopbackRequest {
  method: string;
  /** Path and query as received, e.g. "/router.huggingface.co/hf-inference/models/x". */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Time the request arrived (Date.now()). */
  at: number;
}

export type Handler = (req: LoopbackRequest, res: ServerResponse) => unknown;

export interface Loopback {
  origin: string;
  requests: LoopbackRequest[];
  /** Requests that were not hub API calls. */
  inferenceRequests(): LoopbackRequest[];
  fetch: typeof fetch;
  close(): Promise<void>;
}

export async function startLoopback(handler: Handler): Promise<Loopback> {
  const requests: LoopbackRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded: LoopbackRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const loopFetch: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(origin)) return fetch(url, init);
    const parsed = new URL(url);
    return fetch(`${origin}/${parsed.host}${parsed.pathname}${parsed.search}`, init);
  };

  return {
    origin,
    requests,
    inferenceRequests: () => requests.filter((r) => !r.path.startsWith("/huggingface.co/api/")),
    fetch: loopFetch,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Answers hub API calls with hubResponse's answers for the fixtures; returns false for other requests. */
export function serveHub(req: LoopbackRequest, res: ServerResponse, fixtures: HubFixtures): boolean {
  const prefix = "/huggingface.co/api/";
  if (!req.path.startsWith(prefix)) return false;
  const url = `https://huggingface.co/api/${decodeURIComponent(req.path.slice(prefix.length))}`;
  const answer =
    hubResponse(url, fixtures) ?? Response.json({ error: `unexpected hub call ${req.path}` }, { status: 400 });
  void answer.text().then((body) => {
    res.writeHead(answer.status, { "Content-Type": answer.headers.get("Content-Type") ?? "text/plain" });
    res.end(body);
  });
  return true;
}
