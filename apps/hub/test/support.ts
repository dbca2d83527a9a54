import { serve } from "@hono/node-server";
import type { AddressInfo, Socket } from "node:net";
import { createApp, type AppOptions } from "../server/app.js";
import { DATA_DIR, STATIC_DIR } from "../server/paths.js";

/** The real server app on the embedded data, with options a test may change. */
export function testApp(overrides: Partial<AppOptions> = {}) {
  return createApp({
    dataDir: DATA_DIR,
    staticDir: STATIC_DIR,
    mode: "offline",
    hubUrl: "https://huggingface.co",
    routerUrl: "https://router.huggingface.co",
    sseEventDelayMs: 0,
    tasks: () => {
      throw new Error("this test does not read /api/tasks");
    },
    ...overrides,
  });
}

export interface Listening {
  origin: string;
  /** Every connection the server accepted, for tests that look at what it read. */
  sockets: Socket[];
  close: () => Promise<void>;
}

/** Serves an app on a free loopback port; returns its origin, its connections and a close function. */
export async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }): Promise<Listening> {
  return new Promise((resolve) => {
    const sockets: Socket[] = [];
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        sockets,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
    server.on("connection", (socket: Socket) => sockets.push(socket));
  });
}
