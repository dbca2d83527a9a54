import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page, Response } from "playwright-core";
import { ARTIFACTS, startHarness, type Harness } from "./harness.js";

/**
 * The server's defences seen from Debian's chromium: the page's Content-Security-Policy breaks no page, the page
 * cannot be framed, scripts arrive compressed; in real mode (a loopback hub and router standing in for the real
 * ones) links from hostile hub ids stay on the app, every hub and router call goes to the configured ones, and a
 * provider's SVG cannot run script on the app's origin.
 */

interface Watched {
  page: Page;
  /** CSP violations, page errors and console errors seen so far. */
  problems: string[];
  response: Response | null;
}

async function watch(context: BrowserContext, path: string): Promise<Watched> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    // Chromium reports each refused load as a console error ("Refused to ... because it violates ...").
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  const response = await page.goto(path);
  return { page, problems, response };
}

describe("offline: the content security policy breaks no page", () => {
  let harness: Harness;
  let context: BrowserContext;
  before(async () => {
    harness = await startHarness();
    context = await harness.newContext();
  });
  after(async () => {
    await context?.close();
    await harness?.close();
  });

  it("every page renders under the policy, on a first visit and on a revalidated second one", async () => {
    const pages: Array<[path: string, ready: string]> = [
      ["/", ".model-card"],
      ["/tasks", ".task-card"],
      ["/tasks/fill-mask", ".model-card"],
      ["/libraries", ".library-card"],
      ["/playground/chat-template", "[data-testid=render-output]"],
      ["/meta-llama/Llama-3.1-8B-Instruct", "section.widget form.widget-form"],
      ["/nobody/nothing-here", "h1"],
    ];
    for (const [path, ready] of pages) {
      const { page, problems, response } = await watch(context, path);
      assert.match(response?.headers()["content-security-policy"] ?? "", /script-src 'self';/, path);
      await page.locator(ready).first().waitFor();
      // The second visit revalidates the page (304): the app must start again under the same policy.
      await page.reload();
      await page.locator(ready).first().waitFor();
      assert.deepEqual(problems, [], path);
      await page.close();
    }
  });

  it("a widget run shows its result under the policy: a stream, an image, masks, audio", async () => {
    for (const [model, kind] of [
      ["meta-llama/Llama-3.1-8B-Instruct", "chat"],
      ["black-forest-labs/FLUX.1-schnell", "image"],
      ["facebook/detr-resnet-50-panoptic", "masks"],
      ["speechbrain/sepformer-wham", "audio"],
    ] as const) {
      const { page, problems } = await watch(context, `/${model}`);
      const widget = page.locator("section.widget");
      await widget.getByRole("button", { name: "Run" }).click();
      const result = widget.locator(`.widget-result[data-kind="${kind}"]`);
      await result.waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => / · \d+ ms$/.test(document.querySelector(".answer-caption")?.textContent ?? ""));
      if (kind === "image") {
        const image = result.locator("img");
        await page.waitForFunction(
          (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
          await image.elementHandle(),
        );
      }
      assert.deepEqual(problems, [], model);
      await page.close();
    }
  });

  it("the page cannot be framed by another site", async () => {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => refused.push(message.text()));
    // A page of another origin (about:blank here) that frames the token form.
    await page.setContent(
      `<iframe src="${harness.origin}/google-bert/bert-base-uncased" width="800" height="600"></iframe>`,
    );
    await page.waitForTimeout(1500);
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    assert.ok(framed !== undefined);
    const loaded = await framed.evaluate(() => document.querySelector("#root") !== null).catch(() => false);
    assert.equal(loaded, false, "the app rendered inside a frame");
    assert.ok(
      refused.some((text) => /frame-ancestors|X-Frame-Options/.test(text)),
      `no refusal was reported: ${refused.join(" | ")}`,
    );
    await page.close();
  });

  it("scripts arrive compressed with brotli, cached for a year", async () => {
    // A fresh context: nothing cached yet.
    const fresh = await harness.newContext();
    const page = await fresh.newPage();
    const scripts: Array<{ url: string; encoding: string | undefined; cache: string | undefined; bytes: number }> = [];
    // Each script's sizes are known only once its body has arrived: the checks wait for every one of them.
    const reading: Array<Promise<void>> = [];
    page.on("response", (response) => {
      if (!response.url().endsWith(".js")) return;
      reading.push(
        (async () => {
          const headers = await response.allHeaders();
          const sizes = await response.request().sizes();
          scripts.push({
            url: response.url(),
            encoding: headers["content-encoding"],
            cache: headers["cache-control"],
            bytes: sizes.responseBodySize,
          });
        })(),
      );
    });
    await page.goto("/meta-llama/Llama-3.1-8B-Instruct");
    await page.locator("section.widget form.widget-form").waitFor();
    // The page's lazy chunks (card renderer, editor) arrive after its first render.
    await page.waitForLoadState("networkidle");
    await Promise.all(reading);
    const entry = scripts.find((script) => /\/assets\/index-[\w-]+\.js$/.test(script.url));
    assert.ok(entry !== undefined, scripts.map((script) => script.url).join(", "));
    assert.equal(entry.encoding, "br");
    assert.equal(entry.cache, "public, max-age=31536000, immutable");
    const large = scripts.filter((script) => script.bytes > 2000);
    assert.ok(large.length > 3);
    for (const script of large) assert.equal(script.encoding, "br", script.url);
    await fresh.close();
  });
});

/** A loopback server standing in for a real hub or router. */
async function loopback(app: Hono): Promise<{ origin: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

const HOSTILE_IDS = ["/evil.example/x", "//evil.example", "javascript:alert(document.domain)", "../../api/tasks"];

/** An SVG answer whose script would mark the app's storage if it ever ran on the app's origin. */
const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64">
<script>localStorage.setItem("pwned", "svg"); fetch("/pwned-by-svg");</script>
<rect width="96" height="64" fill="#c026d3"/></svg>`;

describe("real mode: a hostile hub and provider, a configured hub and router", () => {
  let harness: Harness;
  let context: BrowserContext;
  let hub: Awaited<ReturnType<typeof loopback>>;
  let router: Awaited<ReturnType<typeof loopback>>;
  const hubSeen: Array<{ path: string; authorization: string | undefined }> = [];
  const routerSeen: Array<{ path: string; authorization: string | undefined }> = [];
  const wellKnown: string[] = [];

  const record = (id: string, pipeline: string, providerId: string) => ({
    _id: "0",
    id,
    pipeline_tag: pipeline,
    tags: [pipeline],
    downloads: 1,
    likes: 1,
    lastModified: "2026-11-01T00:00:00.000Z",
    widgetData: [{ text: "I like you." }],
    inferenceProviderMapping: { "hf-inference": { status: "live", providerId, task: pipeline } },
  });
  const MODELS = {
    "acme/sentiment": record("acme/sentiment", "text-classification", "acme/sentiment-v2"),
    "acme/painter": record("acme/painter", "text-to-image", "acme/painter-v1"),
  };

  before(async () => {
    const hubApp = new Hono();
    hubApp.use("*", async (c, next) => {
      hubSeen.push({ path: `${c.req.path}${new URL(c.req.url).search}`, authorization: c.req.header("authorization") });
      await next();
    });
    hubApp.get("/api/models", (c) =>
      c.json(
        [...HOSTILE_IDS, ...Object.keys(MODELS)].map((id) => ({
          _id: "0",
          id,
          pipeline_tag: "text-classification",
          tags: [],
          downloads: 1,
          likes: 1,
          lastModified: "2026-11-01T00:00:00.000Z",
          private: false,
        })),
      ),
    );
    hubApp.get("/api/models/:org/:name", (c) => {
      const model = MODELS[`${c.req.param("org")}/${c.req.param("name")}` as keyof typeof MODELS];
      if (model === undefined) return c.json({ error: "Repository not found" }, 404);
      if (c.req.queries("expand[]")?.includes("inferenceProviderMapping")) {
        return c.json({ _id: "0", id: model.id, inferenceProviderMapping: model.inferenceProviderMapping });
      }
      const { inferenceProviderMapping: _mapping, ...rest } = model;
      return c.json(rest);
    });
    hub = await loopback(hubApp);

    const routerApp = new Hono();
    routerApp.use("*", async (c, next) => {
      // CORS, as the real router grants it: the page calls the router from the browser.
      if (c.req.method === "OPTIONS") {
        return c.body(null, 204, {
          "access-control-allow-origin": "*",
          "access-control-allow-methods": "POST, GET",
          "access-control-allow-headers": c.req.header("access-control-request-headers") ?? "",
        });
      }
      routerSeen.push({ path: c.req.path, authorization: c.req.header("authorization") });
      await next();
      c.res.headers.set("access-control-allow-origin", "*");
    });
    routerApp.post("/hf-inference/models/acme/sentiment-v2", (c) => c.json([[{ label: "POSITIVE", score: 0.98 }]]));
    routerApp.post("/hf-inference/models/acme/painter-v1", (c) =>
      c.body(SVG_WITH_SCRIPT, 200, { "content-type": "image/svg+xml" }),
    );
    router = await loopback(routerApp);

    harness = await startHarness({ mode: "real", hubUrl: hub.origin, routerUrl: router.origin });
    context = await harness.newContext();
    // Nothing may reach the well-known hub or router: every such request is recorded and refused.
    await context.route(
      (url) => url.hostname === "huggingface.co" || url.hostname.endsWith(".huggingface.co"),
      async (route) => {
        wellKnown.push(route.request().url());
        await route.abort();
      },
    );
  });
  after(async () => {
    await context?.close();
    await harness?.close();
    await router?.close();
    await hub?.close();
  });

  it("links built from hostile hub ids stay on the app", async () => {
    const { page, problems } = await watch(context, "/");
    await page.locator(".model-card").nth(HOSTILE_IDS.length).waitFor();
    const hrefs = await page
      .locator(".model-card a")
      .evaluateAll((links) =>
        links.map((link) => ({ text: link.textContent ?? "", href: (link as HTMLAnchorElement).href })),
      );
    assert.equal(hrefs.length, HOSTILE_IDS.length + 2);
    for (const { text, href } of hrefs) assert.equal(new URL(href).origin, harness.origin, `${text} -> ${href}`);
    await shot(page, "real-mode-hostile-ids");

    await page.locator(".model-card a").first().click();
    await page.waitForURL((url) => url.searchParams.get("search") === HOSTILE_IDS[0]);
    assert.equal(new URL(page.url()).origin, harness.origin);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("the widget's client calls the configured hub (through this app) and the configured router, never huggingface.co", async () => {
    const { page, problems } = await watch(context, "/acme/sentiment");
    const widget = page.locator("section.widget");
    await widget.locator("summary").click();
    await widget.getByLabel("Access token").fill("hf_e2e_token");
    await widget.getByLabel("Access token").blur();
    await widget.getByText("token set").waitFor();
    await widget.getByRole("button", { name: "Run" }).click();
    const result = widget.locator('.widget-result[data-kind="labels"]');
    await result.waitFor({ timeout: 30_000 });
    assert.match(await result.innerText(), /^POSITIVE\s+98\.0%/);
    // The client's own mapping lookup carries the hub token; the page's lookup does not.
    assert.ok(
      hubSeen.some(
        (seen) =>
          seen.path === "/api/models/acme/sentiment?expand[]=inferenceProviderMapping" &&
          seen.authorization === "Bearer hf_e2e_token",
      ),
      JSON.stringify(hubSeen),
    );
    assert.deepEqual(routerSeen.at(-1), {
      path: "/hf-inference/models/acme/sentiment-v2",
      authorization: "Bearer hf_e2e_token",
    });
    assert.deepEqual(wellKnown, []);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("a provider's SVG with a script is shown as a PNG, and opened in its own tab runs nothing", async () => {
    const { page, problems } = await watch(context, "/acme/painter");
    const widget = page.locator("section.widget");
    await widget.locator("summary").click();
    await widget.getByLabel("Access token").fill("hf_e2e_token");
    await widget.getByLabel("Access token").blur();
    await widget.getByRole("button", { name: "Run" }).click();
    const image = widget.locator('.widget-result[data-kind="image"] img');
    await image.waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 96,
      await image.elementHandle(),
    );
    assert.match(await widget.locator(".widget-result").innerText(), /image\/svg\+xml · [\d.]+ KB · SVG drawn as PNG/);
    const src = (await image.getAttribute("src")) ?? "";
    assert.ok(src.startsWith("blob:"), src);
    const shown = await page.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      return { type: blob.type, head: [...new Uint8Array(await blob.slice(0, 4).arrayBuffer())] };
    }, src);
    assert.deepEqual(shown, { type: "image/png", head: [0x89, 0x50, 0x4e, 0x47] });

    // "Open image in new tab": the blob URL belongs to the app's origin.
    const tab = await context.newPage();
    await tab.goto(src);
    await tab.waitForTimeout(1000);
    assert.equal(await tab.evaluate(() => document.contentType), "image/png");
    await tab.close();
    assert.equal(await page.evaluate(() => localStorage.getItem("pwned")), null);
    await shot(page, "real-mode-svg-as-png");
    assert.deepEqual(problems, []);
    assert.deepEqual(wellKnown, []);
    await page.close();
  });
});

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}
