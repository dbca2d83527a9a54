import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type BrowserContext, type Locator } from "playwright-core";
import { createApp, type AppOptions } from "../server/app.js";
import { hubTasks } from "../server/hub/task-data.js";
import { APP_ROOT, DATA_DIR, STATIC_DIR } from "../server/paths.js";

export const ARTIFACTS = join(APP_ROOT, "e2e", "artifacts");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The built app served by the real server on a free loopback port, and a headless Debian chromium. */
export interface Harness {
  origin: string;
  browser: Browser;
  newContext(options?: { width?: number; height?: number; colorScheme?: "light" | "dark" }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Starts the server (offline unless `overrides` say otherwise) and the browser. */
export async function startHarness(overrides: Partial<AppOptions> = {}): Promise<Harness> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const app = createApp({
    dataDir: DATA_DIR,
    staticDir: STATIC_DIR,
    mode: "offline",
    hubUrl: "https://huggingface.co",
    routerUrl: "https://router.huggingface.co",
    tasks: hubTasks,
    sseEventDelayMs: 30,
    ...overrides,
  });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({ server: started, port: info.port }),
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
    // Playwright gives every launch a fresh, empty profile directory of its own.
  });
  return {
    origin,
    browser,
    async newContext({ width = 1280, height = 900, colorScheme = "light" } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: origin, colorScheme });
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
      return context;
    },
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Waits until the element's text matches, then returns it. Text that follows typing or a fetch settles a few
 * frames later (deferred rendering), so one read right after the element appears can see the previous state.
 */
export async function textMatching(locator: Locator, expected: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = "";
  while (Date.now() < deadline) {
    text = await locator.innerText({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => "");
    if (expected.test(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.match(text, expected);
  return text;
}
