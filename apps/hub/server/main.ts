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

/** An http(s) URL setting, or the process ends saying which setting is wrong. */
function urlSetting(name: string, fallback: string): string {
  const value = process.env[name] ?? fallback;
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  if (parsed === undefined || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    console.error(`${name} must be an http or https URL, not "${value}"`);
    process.exit(2);
  }
  return value.replace(/\/+$/, "");
}

const timeoutSetting = process.env.HUBKIT_UPSTREAM_TIMEOUT_MS;
const upstreamTimeoutMs = timeoutSetting === undefined ? undefined : Number(timeoutSetting);
if (upstreamTimeoutMs !== undefined && !(Number.isInteger(upstreamTimeoutMs) && upstreamTimeoutMs > 0)) {
  console.error(`HUBKIT_UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds, not "${timeoutSetting}"`);
  process.exit(2);
}

const app = createApp({
  dataDir: DATA_DIR,
  staticDir: STATIC_DIR,
  mode: modeSetting,
  hubUrl: urlSetting("HUBKIT_HUB_URL", "https://huggingface.co"),
  routerUrl: urlSetting("HUBKIT_ROUTER_URL", "https://router.huggingface.co"),
  tasks: hubTasks,
  ...(upstreamTimeoutMs !== undefined && { upstreamTimeoutMs }),
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const where = modeSetting === "offline" ? "embedded catalogue, offline replay router" : "real hub and router";
  console.log(`Hubkit hub on http://${host}:${info.port} (${where})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
