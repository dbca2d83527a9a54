/**
 * The capture server: a real HTTP server on 127.0.0.1 that records every request of every run and answers it
 * as the provider would. A run reaches it at `/<run id>/<host><path>?<query>`: the run id files the request
 * under its run, the host and path say which URL the code meant.
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Answers, CapturedRequest } from "./answers.js";
import type { Job } from "./catalogue.js";

export interface Capture {
  origin: string;
  /** Files the requests under `runId` as a run of `job`. */
  register(runId: string, job: Job): void;
  /** The base every URL of the run is rewritten to. */
  prefix(runId: string): string;
  requests(runId: string): readonly CapturedRequest[];
  close(): Promise<void>;
}

interface Run {
  job: Job;
  requests: CapturedRequest[];
}

function headersOf(raw: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2) headers[String(raw[i]).toLowerCase()] = String(raw[i + 1]);
  return headers;
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array) {
  res.writeHead(status, headers);
  res.end(body);
}

export async function startCapture(answers: Answers): Promise<Capture> {
  const runs = new Map<string, Run>();
  const sockets = new Set<Socket>();
  let origin = "";
  const prefix = (runId: string) => `${origin}/${runId}`;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const [, runId = "", host = "", rest = ""] = /^\/([A-Za-z0-9_-]+)\/([^/?]+)(.*)$/.exec(req.url ?? "") ?? [];
      const run = runs.get(runId);
      if (run === undefined) {
        send(res, 404, { "content-type": "text/plain" }, `No run for ${req.url}`);
        return;
      }
      const request: CapturedRequest = {
        method: req.method ?? "GET",
        url: `https://${host}${rest}`,
        headers: headersOf(req.rawHeaders),
        body: Buffer.concat(chunks),
      };
      run.requests.push(request);
      const link = (url: string) => {
        const parsed = new URL(url);
        return `${prefix(runId)}/${parsed.host}${parsed.pathname}${parsed.search}`;
      };
      answers.answer(run.job, request, link).then(
        (answer) => send(res, answer.status, answer.headers, answer.body),
        (error: unknown) => send(res, 599, { "content-type": "text/plain" }, `capture server: ${String(error)}`),
      );
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    register: (runId, job) => runs.set(runId, { job, requests: [] }),
    prefix,
    requests: (runId) => runs.get(runId)?.requests ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
