import { cpSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { routeToReplay, servePreview, viteBuild } from "../lib/browser.js";
import { parseRecord } from "../lib/json.js";
import { kb } from "../lib/report.js";

const CONSUMERS = join(import.meta.dirname, "..", "consumers");

/** The providers' own hosts: a bundle with one provider must not carry the others'. */
const PROVIDER_HOSTS: Readonly<Record<string, string>> = {
  "black-forest-labs": "api.us1.bfl.ai",
  cerebras: "api.cerebras.ai",
  cohere: "api.cohere.com",
  "fal-ai": "fal.run",
  "fireworks-ai": "api.fireworks.ai",
  hyperbolic: "api.hyperbolic.xyz",
  nebius: "api.studio.nebius.ai",
  novita: "api.novita.ai",
  openai: "api.openai.com",
  replicate: "api.replicate.com",
  sambanova: "api.sambanova.ai",
  together: "api.together.xyz",
};

// Issue 31's 4.x API took the packed build to 10,390 B (10.1 KB) and the budget to 10.25 KB for a while; the size pass
// that followed (a task's "auto" handed in, so chat leaves the mapping's pick out; LoRA weights looked up only by the
// providers that read them) brought it to 10,030 B (9.8 KB, Vite 8.3.8 on the dist build, 2026-11-28): back to 10 KB.
export const TREE_SHAKING_BUDGET = 10 * 1024;

interface PageOutcome {
  page: Page;
  escaped: string[];
  errors: string[];
}

/** Serves a built app, opens it with the hub and router answered from the recordings, and runs `act` on it. */
async function withPage<T>(
  browser: Browser,
  root: string,
  outDir: string,
  replayOrigin: string,
  act: (outcome: PageOutcome) => Promise<T>,
): Promise<T> {
  const served = await servePreview(root, outDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const escaped = await routeToReplay(page, served.origin, replayOrigin);
    await page.goto(`${served.origin}/`);
    const value = await act({ page, escaped, errors });
    if (escaped.length > 0) throw new Error(`the page tried to reach other hosts: ${escaped.join(", ")}`);
    if (errors.length > 0) throw new Error(`the page logged errors: ${errors.join("; ")}`);
    return value;
  } finally {
    await context.close();
    await served.close();
  }
}

/** Waits for the page's #result to be marked done and returns its text; a page-side error fails with its message. */
async function resultOf(page: Page): Promise<string> {
  const result = page.locator("#result[data-done]");
  await result.waitFor({ timeout: 30_000 });
  const text = await result.innerText();
  if ((await result.getAttribute("data-done")) !== "ok") throw new Error(`the page failed: ${text}`);
  return text;
}

/** The main entry of each package, bundled by Vite for the browser and run in chromium. */
export async function browserBuild(project: string, browser: Browser, replayOrigin: string): Promise<string> {
  const root = join(project, "browser");
  cpSync(join(CONSUMERS, "browser"), root, { recursive: true });
  const chunks = await viteBuild(root, join(root, "dist"));
  const gzipped = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  const result = await withPage(browser, root, join(root, "dist"), replayOrigin, async ({ page }) =>
    parseRecord(await resultOf(page), "the page's result"),
  );
  const expected: Record<string, unknown> = {
    rendered: "[user] Hi\n",
    pipelines: 58, // 0.21.54's 57 and 0.18's text2text-generation, kept for old callers
    quant: "Q4_K_M",
    providers: 23, // 19 live providers and 4 retired ones
    snippetLanguages: ["js", "python", "sh"],
    completion: "two.",
    // 64x32 values at Q8_0; one layer's K and V over 256 cells, 64 f16 values each.
    gguf: { architecture: "llama", parameterCount: 2048, kvCacheBytes: 65536 },
  };
  for (const [key, value] of Object.entries(expected)) {
    if (JSON.stringify(result[key]) !== JSON.stringify(value)) {
      throw new Error(`in chromium, ${key} is ${JSON.stringify(result[key])}, expected ${JSON.stringify(value)}`);
    }
  }
  return `all four main entries, ${kb(gzipped)} gzipped; chat completion answered "${String(result.completion)}"`;
}

/** chatCompletion through core with one provider: the bundle Vite makes stays under budget and runs in chromium. */
export async function treeShaking(project: string, browser: Browser, replayOrigin: string): Promise<string> {
  const root = join(project, "treeshake");
  cpSync(join(CONSUMERS, "treeshake"), root, { recursive: true });
  const chunks = await viteBuild(root, join(root, "dist"));
  const code = chunks.map((chunk) => chunk.code).join("\n");
  const gzipped = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  const minified = chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0);
  if (gzipped >= TREE_SHAKING_BUDGET) {
    throw new Error(`chatCompletion + cerebras gzips to ${kb(gzipped)}, over the ${kb(TREE_SHAKING_BUDGET)} budget`);
  }
  const others = Object.entries(PROVIDER_HOSTS).filter(([name, host]) => name !== "cerebras" && code.includes(host));
  if (others.length > 0)
    throw new Error(`the bundle carries other providers: ${others.map(([name]) => name).join(", ")}`);
  if (!code.includes(PROVIDER_HOSTS.cerebras ?? "")) throw new Error("the bundle does not carry cerebras");
  const answer = await withPage(browser, root, join(root, "dist"), replayOrigin, async ({ page }) => resultOf(page));
  if (answer !== "two.") throw new Error(`the bundle's chat completion answered ${JSON.stringify(answer)}`);
  return `${kb(gzipped)} gzipped (${kb(minified)} minified; budget ${kb(TREE_SHAKING_BUDGET)}), no other provider, runs in chromium`;
}
