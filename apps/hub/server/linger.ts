import { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** How long, at most, a refused request's connection stays half-open after its answer. */
export const LINGER_MS = 1000;

/**
 * Makes the connection of a refused request close gently. Closing a socket that still has unread bytes sends a
 * reset, and a client that is still sending its body can lose the answer it has not read yet (it sees ECONNRESET
 * instead of the 413). So, after the answer, the server half-closes and stops reading: the client reads the
 * answer and the end, its further writes wait on a full window instead of reaching the server, and the socket is
 * closed when the client closes or after LINGER_MS (a lingering close, RFC 9112 §9.6, that reads nothing more).
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
    socket.pause();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
  };
}
