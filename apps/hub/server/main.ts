import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { hubTasks } from "./hub/task-data.js";
import { DATA_DIR, STATIC_DIR } from "./paths.js";

// Settings: PORT and HOST; HUBKIT_MODE=real points the page at the real hub (HUBKIT_HUB_URL) and router.
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? "127.0.0.1";
const modeSetting = process.env.HUBKIT_MODE ?? "offline";
if (modeSetting !== "offline" && modeSetting !== "real") {
  console.error(`HUBKIT_MODE must be "offline" or "real", not "${modeSetting}"`);
  process.exit(2);
}
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(2);
}

const app = createApp({
  dataDir: DATA_DIR,
  staticDir: STATIC_DIR,
  mode: modeSetting,
  hubUrl: process.env.HUBKIT_HUB_URL ?? "https://huggingface.co",
  routerUrl: process.env.HUBKIT_ROUTER_URL ?? "https://router.huggingface.co",
  tasks: hubTasks,
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const where = modeSetting === "offline" ? "embedded catalogue, offline replay router" : "real hub and router";
  console.log(`Hubkit hub on http://${host}:${info.port} (${where})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
