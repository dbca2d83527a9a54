import { chromium, type Browser, type Page, type Route } from "playwright-core";
import { build, preview, type Rollup } from "vite";
import { createReplayFetch } from "../../../apps/hub/src/lib/replay-fetch.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's chromium, headless, with no network of its own beyond what a page asks for. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
}

/**
 * `vite build` of the app in `root` (its index.html) into `outDir`, as a user's build would make it. Any warning
 * fails the build: a Node built-in "externalized for browser compatibility" would mean the page breaks at run time.
 */
export async function viteBuild(root: string, outDir: string): Promise<Rollup.OutputChunk[]> {
  const warnings: string[] = [];
  const output = await build({
    root,
    configFile: false,
    logLevel: "silent",
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { onwarn: (warning) => warnings.push(warning.message) },
    },
    customLogger: {
      info: () => {},
      warn: (message) => warnings.push(message),
      warnOnce: (message) => warnings.push(message),
      error: (message) => warnings.push(message),
      clearScreen: () => {},
      hasErrorLogged: () => false,
      hasWarned: false,
    },
  });
  if (warnings.length > 0) throw new Error(`vite build of ${root} warned:\n${warnings.join("\n")}`);
  const results = Array.isArray(output) ? output : [output];
  const chunks: Rollup.OutputChunk[] = [];
  for (const result of results) {
    if (!("output" in result)) throw new Error(`vite build of ${root} returned a watcher, not a build`);
    for (const item of result.output) if (item.type === "chunk") chunks.push(item);
  }
  return chunks;
}

export interface Served {
  origin: string;
  close(): Promise<void>;
}

/** `vite preview` of a built app on a free loopback port. */
export async function servePreview(root: string, outDir: string): Promise<Served> {
  const server = await preview({
    root,
    configFile: false,
    logLevel: "silent",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
  });
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, "");
  if (origin === undefined) throw new Error("vite preview reported no local URL");
  return { origin, close: () => server.close() };
}

const HUB_OR_ROUTER = /^https:\/\/(router\.)?huggingface\.co\//;

/**
 * Answers the page's calls to the hub and the router from the hub app's offline server (`replayOrigin`), through
 * the same wrapper the hub's pages use; CORS headers are added because the page's origin is the preview server.
 * Every other request outside the page's own origin is aborted and recorded, so the page provably stays offline.
 */
export async function routeToReplay(page: Page, pageOrigin: string, replayOrigin: string): Promise<string[]> {
  const escaped: string[] = [];
  const replayFetch = createReplayFetch(fetch, { origin: replayOrigin });
  await page.route("**/*", async (route: Route) => {
    const request = route.request();
    const url = request.url();
    if (url.startsWith(`${pageOrigin}/`)) return route.continue();
    if (!HUB_OR_ROUTER.test(url)) {
      escaped.push(`${request.method()} ${url}`);
      return route.abort("blockedbyclient");
    }
    const headers = await request.allHeaders();
    const body = request.postData() ?? undefined;
    const answer = await replayFetch(url, { method: request.method(), headers, body });
    const answerHeaders = Object.fromEntries(answer.headers);
    await route.fulfill({
      status: answer.status,
      headers: { ...answerHeaders, "access-control-allow-origin": pageOrigin, "access-control-expose-headers": "*" },
      body: Buffer.from(await answer.arrayBuffer()),
    });
  });
  return escaped;
}
