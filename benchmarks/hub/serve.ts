/**
 * The hub server as the benchmarks run it: the real app (createApp; this commit's, or the one
 * BENCH_APP_MODULE names) on the repository's fixtures and the built front end, in a child process of its own so
 * its memory and CPU are its own; in real mode relaying to BENCH_HUB_URL when that is set (relay-attacks.ts, with
 * BENCH_UPSTREAM_TIMEOUT_MS as its deadline). Started by load.ts and relay-attacks.ts through `fork`; it
 * answers "memory" messages on the IPC channel with process.memoryUsage() (after a full GC when asked), so the
 * server needs no debug route.
 */
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { getHeapSpaceStatistics } from "node:v8";
import type { createApp as CreateApp } from "../../apps/hub/server/app.js";
import { hubTasks } from "../../apps/hub/server/hub/task-data.js";
import { DATA_DIR, STATIC_DIR } from "../../apps/hub/server/paths.js";

const sseEventDelayMs = Number(process.env.BENCH_SSE_DELAY_MS ?? 0);
// Another version of the server (load.ts --compare extracts an older commit's apps/hub), else this one.
const appModule = process.env.BENCH_APP_MODULE ?? "../../apps/hub/server/app.js";
const { createApp } = (await import(appModule)) as { createApp: typeof CreateApp };

const hubUrl = process.env.BENCH_HUB_URL;
const upstreamTimeoutMs = process.env.BENCH_UPSTREAM_TIMEOUT_MS;

// An older commit's server also serves that commit's build and fixtures (page-load.ts --compare).
const app = createApp({
  dataDir: process.env.BENCH_DATA_DIR ?? DATA_DIR,
  staticDir: process.env.BENCH_STATIC_DIR ?? STATIC_DIR,
  mode: hubUrl === undefined ? "offline" : "real",
  hubUrl: hubUrl ?? "https://huggingface.co",
  routerUrl: "https://router.huggingface.co",
  tasks: hubTasks,
  sseEventDelayMs,
  ...(upstreamTimeoutMs !== undefined && { upstreamTimeoutMs: Number(upstreamTimeoutMs) }),
});

export interface MemoryReport {
  type: "memory";
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Bytes the V8 heap's spaces hold from the system, by space (new_space, old_space, ...). */
  spaces: Record<string, number>;
}

const gc = (globalThis as { gc?: () => void }).gc;

process.on("message", (message: unknown) => {
  if (typeof message !== "object" || message === null) return;
  const { type, collect } = message as { type?: unknown; collect?: unknown };
  if (type !== "memory") return;
  if (collect === true && gc !== undefined) gc();
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size]),
  );
  const report: MemoryReport = { type: "memory", ...usage, spaces };
  process.send?.(report);
});

const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
  process.send?.({ type: "listening", port: info.port });
});
process.on("disconnect", () => server.close(() => process.exit(0)));
