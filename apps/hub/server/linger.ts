import { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** How much more of a refused body the server reads and drops after its answer, and for how long at most. */
export const LINGER_BYTES = 1024 * 1024;
export const LINGER_MS = 1000;
const POLL_MS = 25;

/**
 * Makes the connection of a refused request close gently. Closing a socket that still has unread bytes sends a
 * reset, and a client that is still sending its body loses the answer it has not read yet (it sees
 * ECONNRESET instead of the 413). So, after the answer, the server half-closes, keeps reading and dropping the
 * body for at most LINGER_BYTES or LINGER_MS, and only then closes (the "lingering close" of RFC 9112 §9.6).
 * Outside Node's HTTP server (Hono's app.request in tests) there is no socket, and nothing to do.
 */
export function lingerAfterAnswer(c: Context): void {
  const env: unknown = c.env;
  const incoming = typeof env === "object" && env !== null && "incoming" in env ? env.incoming : undefined;
  if (!(incoming instanceof IncomingMessage)) return;
  const socket = incoming.socket;
  // Node's server calls destroySoon once an answer that closes the connection is written.
  socket.destroySoon = () => {
    socket.end();
    const startedAt = socket.bytesRead;
    const deadline = Date.now() + LINGER_MS;
    const poll = setInterval(() => {
      if (socket.destroyed || socket.bytesRead - startedAt > LINGER_BYTES || Date.now() >= deadline) {
        clearInterval(poll);
        socket.destroy();
      }
    }, POLL_MS);
    socket.once("close", () => clearInterval(poll));
  };
}
