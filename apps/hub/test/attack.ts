import { connect } from "node:net";

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
 * transfer encoding (no length announced); otherwise the head should announce a Content-Length.
 */
export function sendBody(
  origin: string,
  head: string,
  options: { chunked: boolean; maxBytes: number; timeoutMs?: number },
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
      while (!answered && !socket.destroyed && sent < options.maxBytes) {
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
