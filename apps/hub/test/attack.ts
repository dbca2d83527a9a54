import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";

/** What came back from a raw HTTP exchange sent by `sendBody`. */
export interface RawExchange {
  /** The status code of the answer (0 when none came). */
  status: number;
  /** The answer as text, head and body. */
  text: string;
  /** Body bytes written before the answer came or the server closed the connection. */
  sent: number;
}

/**
 * An attacker's upload: a request head, then body bytes in 1 MiB pieces as fast as the server reads them, until
 * it answers or closes the connection, or `maxBytes` were written. Resolves once the server has closed the
 * connection (the client never closes first) and rejects when that takes longer than `timeoutMs`. With `chunked`, the body is sent in chunked
 * transfer encoding (no length announced); otherwise the head should announce a Content-Length. With
 * `afterAnswer`, it goes on sending after the answer came, as long as the server reads.
 */
export function sendBody(
  origin: string,
  head: string,
  options: { chunked: boolean; maxBytes: number; timeoutMs?: number; afterAnswer?: boolean },
): Promise<RawExchange> {
  const { hostname, port } = new URL(origin);
  const piece = Buffer.alloc(1024 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let text = "";
    let sent = 0;
    let answered = false;
    let finished = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms (${sent} bytes sent)`));
    }, options.timeoutMs ?? 10_000);
    const done = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text, sent });
    };
    socket.setEncoding("latin1");
    socket.on("data", (data: string) => {
      text += data;
      answered = true;
    });
    // The client never closes first (it gives up only on the timeout), so an end, a reset or a close is the server's.
    socket.on("error", () => done());
    socket.on("close", () => done());
    socket.on("connect", async () => {
      socket.write(head);
      while ((options.afterAnswer === true || !answered) && !socket.destroyed && sent < options.maxBytes) {
        const data = options.chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n")])
          : piece;
        sent += piece.length;
        if (!socket.write(data)) {
          await new Promise<void>((drained) => {
            const next = () => {
              socket.off("drain", next);
              socket.off("close", next);
              drained();
            };
            socket.on("drain", next);
            socket.on("close", next);
          });
        }
      }
      // Wait for the answer (or the close) without writing more.
      if (!answered && !socket.destroyed && options.chunked) socket.write("0\r\n\r\n");
    });
  });
}

/** A loopback "hub" written with node:http, so a test controls every byte and sees every connection it gets. */
export interface RawUpstream {
  origin: string;
  /** Connections opened to it so far, how many of them are closed by now, and how many are open. */
  opened: () => number;
  closed: () => number;
  open: () => number;
  close: () => Promise<void>;
}

export function rawUpstream(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<RawUpstream> {
  const sockets: Socket[] = [];
  let closed = 0;
  const server = createServer(handler);
  server.on("connection", (socket: Socket) => {
    sockets.push(socket);
    socket.on("close", () => (closed += 1));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        opened: () => sockets.length,
        closed: () => closed,
        open: () => sockets.length - closed,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Waits until `check` holds, polling; fails after `timeoutMs` saying `what` is still the case. */
export async function eventually(check: () => boolean, what: () => string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A browser that asks for `path` and goes away: its connection is destroyed when `leave` is called. (node:http,
 * not fetch: Node's fetch opens a new connection in place of one it closed on abort, so the server would not see
 * the browser leave.)
 */
export function leavingBrowser(
  origin: string,
  path: string,
): { response: Promise<IncomingMessage>; leave: () => void } {
  const outgoing = request(`${origin}${path}`, { agent: false, headers: { "accept-encoding": "gzip, deflate, br" } });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    outgoing.on("response", resolve);
    outgoing.on("error", reject);
  });
  response.catch(() => undefined);
  outgoing.end();
  return { response, leave: () => outgoing.destroy() };
}

/** Writes `chunk` `times` times as fast as the reader takes it, then ends. */
export async function writeRepeatedly(response: ServerResponse, chunk: Buffer, times: number): Promise<void> {
  for (let i = 0; i < times && !response.destroyed; i++) {
    if (!response.write(chunk)) {
      await new Promise<void>((drained) => {
        const go = () => {
          response.off("drain", go);
          response.off("close", go);
          drained();
        };
        response.on("drain", go);
        response.on("close", go);
      });
    }
  }
  response.end();
}
