import { createServer, type Server } from "node:http";

/**
 * A loopback HTTP server for GGUF readers: each path serves a file made of a header followed by zeros up to its
 * declared size (the tensor data a test leaves out), with Range support as the Hub's CDN answers (206 and
 * Content-Range `bytes a-b/total`, 416 past the end). It counts the body bytes it sends, per path, so a test can
 * compare what readers fetch. Behaviours of other servers on request: ignoring Range (200 with the whole file) or
 * hiding the total (`bytes a-b/*`).
 */
export interface ServedFile {
  header: Uint8Array;
  /** The file's size: at least the header's; the bytes after the header are zeros. */
  size: number;
  ignoreRange?: boolean;
  hideTotal?: boolean;
  /** Answer every request with this status and no body. */
  status?: number;
}

export interface RangeServer {
  url(path: string): string;
  serve(path: string, file: ServedFile): void;
  /** Body bytes sent for `path` since the last `reset`. */
  bytesSent(path: string): number;
  /** The Range headers of the requests for `path`, in order. */
  ranges(path: string): (string | undefined)[];
  /** Every request's headers, in order. */
  readonly requests: { path: string; headers: Record<string, string | string[] | undefined> }[];
  reset(): void;
  close(): Promise<void>;
}

const ZEROS = new Uint8Array(64 * 1024);

function bytesOf(file: ServedFile, start: number, end: number): Uint8Array[] {
  const parts: Uint8Array[] = [];
  if (start < file.header.length) parts.push(file.header.subarray(start, Math.min(end, file.header.length)));
  for (let at = Math.max(start, file.header.length); at < end; at += ZEROS.length) {
    parts.push(ZEROS.subarray(0, Math.min(ZEROS.length, end - at)));
  }
  return parts;
}

export async function startRangeServer(): Promise<RangeServer> {
  const files = new Map<string, ServedFile>();
  const sent = new Map<string, number>();
  const rangeLog = new Map<string, (string | undefined)[]>();
  const requests: RangeServer["requests"] = [];

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    requests.push({ path, headers: request.headers });
    rangeLog.set(path, [...(rangeLog.get(path) ?? []), request.headers.range]);
    const file = files.get(path);
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    if (file.status !== undefined) {
      response.writeHead(file.status).end();
      return;
    }
    const write = async (status: number, headers: Record<string, string>, start: number, end: number) => {
      response.writeHead(status, { "content-length": String(end - start), ...headers });
      let closed = false;
      let wake: (() => void) | undefined;
      response.once("close", () => {
        closed = true;
        wake?.();
      });
      for (const part of bytesOf(file, start, end)) {
        if (closed) return;
        sent.set(path, (sent.get(path) ?? 0) + part.length);
        if (!response.write(part)) {
          // Wait for the client to take the bytes, or to hang up (a reader that cancels the rest of the body).
          await new Promise<void>((resolve) => {
            wake = resolve;
            response.once("drain", resolve);
          });
        }
      }
      response.end();
    };
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "");
    if (range === null || file.ignoreRange === true) {
      void write(200, {}, 0, file.size);
      return;
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] === "" ? file.size : Number(range[2]) + 1, file.size);
    if (start >= file.size) {
      response.writeHead(416, { "content-range": `bytes */${file.size}` }).end();
      return;
    }
    const total = file.hideTotal === true ? "*" : String(file.size);
    void write(206, { "content-range": `bytes ${start}-${end - 1}/${total}` }, start, end);
  });
  // Long keep-alive: a client's pooled connection must not be closed under it between a test's requests.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the range server has no TCP port");
  const port = address.port;

  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, file) => void files.set(path, file),
    bytesSent: (path) => sent.get(path) ?? 0,
    ranges: (path) => rangeLog.get(path) ?? [],
    requests,
    reset: () => {
      sent.clear();
      rangeLog.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
