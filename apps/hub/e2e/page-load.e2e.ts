import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import { testGgufFiles } from "../test/fixtures/gguf-files.js";
import { testRecords } from "../test/fixtures/test-records.js";
import { firstStep, type FirstStep } from "./first-step.js";
import { startHarness, type Harness } from "./harness.js";

/**
 * A first visit to the model pages, as a browser makes it: the page's data arrives with its HTML, the model name
 * and the first snippet show before any lazily loaded chunk has arrived, nothing fails (no README that is not
 * there, no sample media), the JavaScript received stays within budget and the widget's first step works on every
 * model page, a hostile record in the HTML runs nothing, and on a phone a "Try it" link leads to the widget.
 */

/**
 * JavaScript a model page may receive (compressed bodies, everything it loads without interaction). Issue 31's chat
 * tools and issue 32's GGUF section took it to 120.4 KB for a while (budget 121); the widget's examples now come
 * with the page data, made on the server, so the task defaults of every widget no longer load: 106.3 KB on
 * Xenova/whisper-tiny.en (2026-11-28).
 */
const JS_BUDGET_KB = 120;

/** Notes when the model name and the first library snippet enter the document (before any of the page's scripts). */
const WATCH_FOR_MARKS = `(() => {
  const marks = {};
  window.__pageMarks = marks;
  const check = () => {
    if (marks.name === undefined && (document.querySelector("h1.model-title")?.textContent ?? "").trim() !== "") {
      marks.name = performance.now();
    }
    if (marks.snippet === undefined && (document.querySelector("section.library-snippets pre")?.textContent ?? "").trim() !== "") {
      marks.snippet = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

interface Visit {
  page: Page;
  /** Console errors, page errors and CSP violations. */
  problems: string[];
  /** Answers with an error status: `status url`. */
  failed: string[];
  /** Every URL the page asked for, in order. */
  requested: string[];
  /** Compressed script bodies as received, by file name. */
  scripts: Map<string, number>;
}

/**
 * Opens `path` and waits until the page has loaded all it loads without interaction: its heading shows, then
 * the network stays quiet for `quietMs`. Give it a fresh context for a cold cache.
 */
async function firstVisit(context: BrowserContext, path: string, quietMs = 1000): Promise<Visit> {
  const page = await context.newPage();
  const problems: string[] = [];
  const failed: string[] = [];
  const requested: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeFunction("reportViolation", (text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  await page.addInitScript({ content: WATCH_FOR_MARKS });
  const session = await context.newCDPSession(page);
  await session.send("Network.enable");
  const scriptRequests = new Map<string, { name: string; headerBytes: number }>();
  const scripts = new Map<string, number>();
  const inFlight = new Set<string>();
  let lastActivity = Date.now();
  session.on("Network.requestWillBeSent", (event) => {
    inFlight.add(event.requestId);
    requested.push(event.request.url);
    lastActivity = Date.now();
  });
  session.on("Network.responseReceived", (event) => {
    if (event.response.status >= 400) failed.push(`${event.response.status} ${event.response.url}`);
    if (event.type === "Script") {
      const name = new URL(event.response.url).pathname.split("/").pop() ?? event.response.url;
      scriptRequests.set(event.requestId, { name, headerBytes: event.response.encodedDataLength });
    }
  });
  const done = (requestId: string) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  session.on("Network.loadingFinished", (event) => {
    const script = scriptRequests.get(event.requestId);
    if (script !== undefined) scripts.set(script.name, event.encodedDataLength - script.headerBytes);
    done(event.requestId);
  });
  session.on("Network.loadingFailed", (event) => {
    if (!event.canceled) failed.push(`${event.errorText} ${event.requestId}`);
    done(event.requestId);
  });
  await page.goto(path);
  await page.locator("main h1").first().waitFor({ timeout: 30_000 });
  const giveUp = Date.now() + 30_000;
  while ((inFlight.size > 0 || Date.now() - lastActivity < quietMs) && Date.now() < giveUp) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { page, problems, failed, requested, scripts };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

describe("first visit to a model page", () => {
  let harness: Harness;
  before(async () => {
    // With the test records: a hostile card, a card with every markdown feature, a GGUF list, no provider, LoRA.
    harness = await startHarness({ ...testRecords(), extraGgufFiles: testGgufFiles() });
  });
  after(async () => {
    await harness?.close();
  });

  // One walk over every page (each visit is seconds on CI's two cores): the first visit's checks, then the widget's.
  it("every model page: nothing fails, no console error, no sample media, the JavaScript received stays within budget, and the widget's first step works", async () => {
    const ids = ((await (await fetch(`${harness.origin}/api/models`)).json()) as Array<{ id: string }>).map(
      (row) => row.id,
    );
    assert.ok(ids.length > 60, `${ids.length} models`);
    const failures: string[] = [];
    const sizes: Array<{ id: string; bytes: number; files: number }> = [];
    const outcomes: Record<string, FirstStep> = {};
    for (const id of ids) {
      const context = await harness.newContext();
      const visit = await firstVisit(context, `/${id}`, 300);
      // Settled: the card (or that there is none) where the page has a card section, and the widget (or why
      // there is none). A sample model without a sourced card summary has no card section at all.
      if ((await visit.page.locator(".model-card-section").count()) > 0) {
        await visit.page
          .locator(".model-card-section .markdown-body, .model-card-section p.muted, .model-card-section .error-text")
          .first()
          .waitFor();
      }
      await visit.page.locator("section.widget, .retired-notice").first().waitFor();
      const bytes = [...visit.scripts.values()].reduce((sum, size) => sum + size, 0);
      sizes.push({ id, bytes, files: visit.scripts.size });
      const readme = visit.requested.filter((url) => /\/resolve\/main\/README\.md$/.test(url));
      if (visit.failed.length > 0) failures.push(`${id}: failed requests ${visit.failed.join(", ")}`);
      if (visit.problems.length > 0) failures.push(`${id}: ${visit.problems.join(" / ")}`);
      if (readme.length > 0) failures.push(`${id}: asked for the README itself (${readme.join(", ")})`);
      if (await visit.page.locator(".model-card-section .error-text").count()) failures.push(`${id}: card error`);
      if (bytes > JS_BUDGET_KB * 1024) failures.push(`${id}: ${kb(bytes)} KB of JavaScript`);
      const media = visit.requested.filter((url) => new URL(url).pathname.startsWith("/media/"));
      if (media.length > 0) failures.push(`${id}: sample media fetched on load: ${media.join(", ")}`);
      const [problemsBefore, failedBefore] = [visit.problems.length, visit.failed.length];
      try {
        outcomes[id] = await firstStep(visit.page);
      } catch (error) {
        failures.push(`${id} (first step): ${(error as Error).message.split("\n")[0]}`);
      }
      const after = [...visit.problems.slice(problemsBefore), ...visit.failed.slice(failedBefore)];
      if (after.length > 0) failures.push(`${id} (first step): ${after.join(" / ")}`);
      await context.close();
    }
    const heaviest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(
      `JavaScript received over ${ids.length} model pages: at most ${kb(heaviest.bytes)} KB (${heaviest.id}, ` +
        `${heaviest.files} files), at least ${kb(Math.min(...sizes.map((size) => size.bytes)))} KB`,
    );
    const counts: Record<string, number> = {};
    for (const outcome of Object.values(outcomes)) counts[outcome] = (counts[outcome] ?? 0) + 1;
    console.log(`first steps over ${ids.length} model pages: ${JSON.stringify(counts)}`);
    assert.deepEqual(failures, []);
    assert.ok((counts.replayed ?? 0) >= 28, `replayed ${counts.replayed ?? 0}`);
  });

  it("the model name and the first snippet come from the HTML's data, before any lazily loaded chunk arrives", async () => {
    // The GGUF case is a test record with a sourced file list (the sample Qwen GGUF repository has none).
    for (const id of ["google/vit-base-patch16-224", "hubkit-demo/gguf-quantizations"]) {
      const context = await harness.newContext();
      const { page, requested } = await firstVisit(context, `/${id}`);
      const timing = await page.evaluate(() => {
        const marks = (window as unknown as { __pageMarks: { name?: number; snippet?: number } }).__pageMarks;
        // Loaded from the first HTML: the entry and the model page's chunks it preloads.
        const preloaded = new Set(
          [
            ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>("link[rel=modulepreload], script[src]"),
          ].map((element) => ("href" in element ? element.href : element.src)),
        );
        const lazy = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js") && !preloaded.has(entry.name))
          .map((entry) => ({
            name: entry.name.split("/").pop(),
            arrived: (entry as PerformanceResourceTiming).responseEnd,
          }));
        return { ...marks, lazy, preloaded: preloaded.size };
      });
      assert.ok(timing.preloaded >= 4, `${timing.preloaded} scripts in the first HTML`);
      assert.ok(timing.lazy.length > 0, "the page loads chunks lazily (the widget, the highlighter)");
      const firstLazy = Math.min(...timing.lazy.map((chunk) => chunk.arrived));
      assert.ok(
        timing.name !== undefined && timing.name < firstLazy,
        `name at ${timing.name}, ${JSON.stringify(timing.lazy)}`,
      );
      assert.ok(timing.snippet !== undefined && timing.snippet < firstLazy, `snippet at ${timing.snippet}`);
      // The page's data came with the HTML: the page never asked for the record, the mapping, the files or the
      // server's settings. (The widget's inference client still looks the mapping up itself, as the real client
      // does: `?expand[]=inferenceProviderMapping`, from the widget's chunk.)
      const api = requested.filter(
        (url) =>
          /\/api\/models\/|\/_hubkit\/(page-data|config)/.test(url) &&
          !url.endsWith("?expand[]=inferenceProviderMapping"),
      );
      assert.deepEqual(api, [], "requests for data the HTML carried");
      if (id.includes("gguf")) {
        // The first snippet already names the file the picker chose (the file list came with the HTML too).
        assert.match(await page.locator("section.library-snippets pre").innerText(), /model-q4_k_m\.gguf/);
      }
      await context.close();
    }
  });

  it("no card, no request for one; a card, one request for it, rendered on the server", async () => {
    const context = await harness.newContext();
    // Its sourced listing has no README.md: the page says so without asking.
    const bare = await firstVisit(context, "/dbmdz/bert-large-cased-finetuned-conll03-english");
    await bare.page.getByText("This repository has no model card (README.md).").waitFor();
    assert.deepEqual(
      bare.requested.filter((url) => /README|model-card/.test(url)),
      [],
    );
    const carded = await firstVisit(context, "/meta-llama/Llama-3.1-8B-Instruct");
    await carded.page.locator(".markdown-body").waitFor();
    assert.deepEqual(
      carded.requested.filter((url) => /README|model-card/.test(url)).map((url) => new URL(url).pathname),
      ["/_hubkit/model-card/meta-llama/Llama-3.1-8B-Instruct"],
    );
    // No markdown parser or sanitizer comes to the page.
    assert.ok(![...carded.scripts.keys()].some((name) => /card-render|marked|purify/i.test(name)));
    assert.deepEqual([...carded.problems, ...carded.failed], []);
    await context.close();
  });

  it("a page reached inside the app fetches its data once, in one request", async () => {
    const context = await harness.newContext();
    const { page, requested } = await firstVisit(context, "/google/vit-base-patch16-224");
    const before = requested.length;
    await page.evaluate(() => {
      window.history.pushState(null, "", "/meta-llama/Llama-3.1-8B-Instruct");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.locator("h1.model-title", { hasText: "Llama-3.1-8B-Instruct" }).waitFor();
    await page.locator(".markdown-body").waitFor();
    const data = requested.slice(before).filter((url) => /\/_hubkit\/page-data\/|\/api\/models\/[^?]*$/.test(url));
    assert.deepEqual(
      data.map((url) => new URL(url).pathname),
      ["/_hubkit/page-data/meta-llama/Llama-3.1-8B-Instruct"],
    );
    await context.close();
  });

  it("on a phone, a Try it link near the top leads to the widget: it scrolls there and puts the focus there (click and keyboard); hidden at 1280 px", async () => {
    const phone = await harness.newContext({ width: 375, height: 812 });
    const page = await phone.newPage();
    await page.goto("/meta-llama/Llama-3.1-8B-Instruct");
    const link = page.getByRole("link", { name: "Try it" });
    await link.waitFor();
    const box = await link.boundingBox();
    assert.ok(box !== null && box.y + box.height < 812, `the link is at ${JSON.stringify(box)}`);
    await link.click();
    await page.waitForFunction(() => document.activeElement?.id === "try-it");
    const widgetTop = await page.locator("#try-it").evaluate((node) => node.getBoundingClientRect().top);
    assert.ok(widgetTop >= -1 && widgetTop < 200, `the widget's top is at ${widgetTop} px`);
    await page.locator("section.widget").waitFor();

    await page.evaluate(() => window.scrollTo(0, 0));
    await link.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "try-it");
    await page.close();
    await phone.close();

    const desktop = await harness.newContext();
    const wide = await desktop.newPage();
    await wide.goto("/meta-llama/Llama-3.1-8B-Instruct");
    await wide.locator("h1.model-title").waitFor();
    assert.equal(await wide.getByRole("link", { name: "Try it" }).isVisible(), false);
    await wide.close();
    await desktop.close();
  });

  it("no Try it link when no provider serves the model (only retired ones, or none)", async () => {
    const phone = await harness.newContext({ width: 375, height: 812 });
    const page = await phone.newPage();
    await page.goto("/black-forest-labs/FLUX.1-dev");
    await page.locator(".retired-notice").waitFor();
    assert.equal(await page.getByRole("link", { name: "Try it" }).count(), 0);
    await page.goto("/Qwen/Qwen2.5-0.5B-Instruct-GGUF");
    await page.locator("section.widget").getByText("No inference provider serves this model").waitFor();
    assert.equal(await page.getByRole("link", { name: "Try it" }).count(), 0);
    await phone.close();
  });
});

describe("real mode: a hostile record in the first HTML runs nothing", () => {
  const HOSTILE = "</script><script>window.__pwned = 1; alert(1)</script><!-- \u2028\u2029 &amp;";
  let hub: { origin: string; close: () => Promise<void> };
  let harness: Harness;

  before(async () => {
    const hubApp = new Hono();
    hubApp.get("/api/models/acme/hostile", (c) => {
      if (c.req.queries("expand[]")?.includes("inferenceProviderMapping")) {
        return c.json({
          _id: "0",
          id: "acme/hostile",
          inferenceProviderMapping: {
            "hf-inference": { status: "live", providerId: "acme/x", task: "text-classification" },
          },
        });
      }
      return c.json({
        _id: "0",
        id: "acme/hostile",
        pipeline_tag: "text-classification",
        tags: ["text-classification", HOSTILE],
        downloads: 1,
        likes: 1,
        lastModified: "2026-11-01T00:00:00.000Z",
        cardData: { license: HOSTILE },
        widgetData: [{ text: HOSTILE }],
        siblings: [{ rfilename: "config.json" }],
      });
    });
    hubApp.get("/api/models/acme/hostile/tree/main", (c) =>
      c.json([{ type: "file", path: HOSTILE, size: 1, oid: "0" }]),
    );
    const server = await new Promise<ReturnType<typeof serve> & { port: number }>((resolve) => {
      const started = serve({ fetch: hubApp.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) =>
        resolve(Object.assign(started, { port: info.port })),
      );
    });
    hub = {
      origin: `http://127.0.0.1:${server.port}`,
      close: () => new Promise((done) => server.close(() => done())),
    };
    harness = await startHarness({ mode: "real", hubUrl: hub.origin, routerUrl: "http://127.0.0.1:9" });
  });
  after(async () => {
    await harness?.close();
    await hub?.close();
  });

  it("shows the hostile text as text; no script runs and the CSP reports nothing", async () => {
    const context = await harness.newContext();
    await context.route("http://127.0.0.1:9/**", (route) => route.abort());
    const { page, problems, requested } = await firstVisit(context, "/acme/hostile");
    await page.locator("h1.model-title", { hasText: "hostile" }).waitFor();
    const tag = page.locator(".tag-list .tag", { hasText: "window.__pwned" });
    assert.equal(await tag.evaluate((node) => node.textContent), HOSTILE);
    const state = await page.evaluate(() => ({
      pwned: "__pwned" in window,
      scripts: [...document.scripts].map((script) => script.type || "classic"),
    }));
    assert.deepEqual(state, { pwned: false, scripts: ["module", "application/json"] });
    // The data came with the HTML: the page asked the hub through this app for nothing of it.
    assert.deepEqual(
      requested.filter((url) => /\/api\/models\/acme\/hostile(\?|$)|page-data/.test(url)),
      [],
    );
    assert.deepEqual(
      problems.filter((text) => !/status of 404/.test(text)),
      [],
    );
    await context.close();
  });
});
