import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import type { ModelSummary } from "../shared/hub-types.js";
import { startHarness, textMatching, type Harness } from "./harness.js";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});
after(async () => {
  await harness?.close();
});

/** A page that fails the test on any uncaught error or console error. */
async function open(context: BrowserContext, path: string): Promise<Page & { problems: string[] }> {
  const page = Object.assign(await context.newPage(), { problems: [] as string[] });
  page.on("pageerror", (error) => page.problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") page.problems.push(`console: ${message.text()}`);
  });
  await page.goto(path);
  return page;
}

/** What the server's list answers for these parameters, asked from the page (the ids, in order, and the total). */
async function apiList(page: Page, qs: string): Promise<{ ids: string[]; total: number }> {
  return page.evaluate(async (query) => {
    const response = await fetch(`/api/models?${query}`);
    const rows = (await response.json()) as Array<{ id: string }>;
    return { ids: rows.map((row) => row.id), total: Number(response.headers.get("x-total-count")) };
  }, qs);
}

const cardIds = (page: Page) => page.locator(".model-card .model-id").allInnerTexts();

async function waitForCards(page: Page, ids: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      JSON.stringify([...document.querySelectorAll(".model-card .model-id")].map((el) => el.textContent)) ===
      JSON.stringify(expected),
    ids,
  );
}

for (const width of [1280, 375]) {
  describe(`model list at ${width} px`, () => {
    let context: BrowserContext;
    before(async () => {
      context = await harness.newContext({ width, height: width === 375 ? 812 : 900 });
    });
    after(async () => {
      await context?.close();
    });

    /** Opens the filters where they are behind a button (the phone), so a filter can be clicked. */
    async function showFilters(page: Page): Promise<void> {
      if (width !== 375) return;
      await page.getByRole("button", { name: /^Filters/ }).click();
      await page.getByRole("heading", { name: "Filters", level: 2 }).waitFor();
    }
    async function hideFilters(page: Page): Promise<void> {
      if (width !== 375) return;
      await page.getByRole("button", { name: /^Show \d+ models?$/ }).click();
    }

    it("sorts by name, the one order the sample catalogue can answer, says so, and shows no invented stat", async () => {
      // An address from elsewhere asking for likes gets the list by name: there are no likes to sort by.
      const page = await open(context, "/?sort=likes");
      await page.locator(".model-card").first().waitFor();
      const byName = await apiList(page, "sort=id&direction=1&limit=30");
      await waitForCards(page, byName.ids);
      assert.deepEqual(
        byName.ids,
        [...byName.ids].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
      );
      assert.match(await page.locator(".sort-field").innerText(), /^Sort\s+Name \(A to Z\)$/);
      assert.equal(await page.locator(".sort-field select").count(), 0);
      const cards = await page.locator(".model-card").allInnerTexts();
      assert.deepEqual(
        cards.filter((card) => /downloads|likes|Updated|\b0\b/.test(card)),
        [],
      );
      assert.deepEqual(page.problems, []);
      await page.close();
    });

    it("filters by license, language, provider and runnable, with counts that follow the other filters", async () => {
      const page = await open(context, "/");
      await page.locator(".model-card").first().waitFor();
      // On a phone the filters are hidden until opened: their counts are read all the same.
      const textGeneration = page
        .locator(".filters")
        .getByRole("button", { name: /^Text Generation/, includeHidden: true });
      const before = await textGeneration.innerText();

      await showFilters(page);
      await page
        .locator(".filters")
        .getByRole("button", { name: /^mit\b/ })
        .click();
      await page.waitForURL(/license=mit/);
      await hideFilters(page);
      const mit = await apiList(page, "filter=license:mit&sort=id&direction=1&limit=30");
      await waitForCards(page, mit.ids);
      assert.equal(await page.locator(".result-count").innerText(), `${mit.total} models`);
      // The task counts now count MIT models only.
      const mitTextGeneration = await apiList(page, "filter=license:mit&pipeline_tag=text-generation");
      await page.waitForFunction(
        ([expected]) =>
          [...document.querySelectorAll(".filters button")].some((el) =>
            new RegExp(`^Text Generation\\s*${expected}$`).test((el as HTMLElement).innerText.trim()),
          ),
        [mitTextGeneration.total],
      );
      assert.notEqual(await textGeneration.innerText(), before);

      await showFilters(page);
      await page
        .locator(".filters")
        .getByRole("button", { name: /^English/ })
        .click();
      await page.waitForURL(/language=en/);
      await hideFilters(page);
      await waitForCards(page, (await apiList(page, "filter=license:mit&filter=en&sort=id&direction=1&limit=30")).ids);

      await page.getByRole("button", { name: "Clear all" }).click();
      await page.waitForURL((url) => url.search === "");
      await showFilters(page);
      await page.getByLabel("Runnable on a provider").check();
      await page.waitForURL(/inference_provider=all/);
      await page
        .locator(".filters")
        .getByRole("button", { name: /^together\b/ })
        .click();
      await page.waitForURL(/inference_provider=together/);
      await hideFilters(page);
      await waitForCards(page, (await apiList(page, "inference_provider=together&sort=id&direction=1&limit=30")).ids);
      assert.match(await page.locator(".active-filters").innerText(), /Provider: together/);
      assert.deepEqual(page.problems, []);
      await page.close();
    });

    it("pages through the whole catalogue and back to the first page, with no test record in it", async () => {
      const page = await open(context, "/");
      await page.locator(".model-card").first().waitFor();
      const all = await apiList(page, "sort=id&direction=1");
      const seen = await cardIds(page);
      while (await page.getByRole("button", { name: "Next page" }).isVisible()) {
        const before = await cardIds(page);
        await page.getByRole("button", { name: "Next page" }).click();
        await page.waitForURL(/cursor=/);
        await page.waitForFunction(
          (first) => document.querySelector(".model-card .model-id")?.textContent !== first,
          before[0],
        );
        await page.locator(".model-card").first().waitFor();
        seen.push(...(await cardIds(page)));
      }
      assert.deepEqual(seen, all.ids);
      assert.deepEqual(
        seen.filter((id) => id.startsWith("hubkit-demo/")),
        [],
      );
      await page.getByRole("button", { name: "First page" }).click();
      await page.waitForURL((url) => !url.search.includes("cursor"));
      await waitForCards(page, all.ids.slice(0, 30));
      await page.close();
    });

    it("gives the cards of a row one height", async () => {
      const page = await open(context, "/");
      await page.locator(".model-card").nth(10).waitFor();
      const boxes = await page.locator(".model-card").evaluateAll((cards) =>
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          return { top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
      const rows = new Map<number, number[]>();
      for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
      if (width === 1280)
        assert.ok(
          [...rows.values()].some((row) => row.length > 1),
          "expected rows of several cards",
        );
      for (const [top, heights] of rows) assert.equal(new Set(heights).size, 1, `row at ${top}`);
      await page.close();
    });
  });
}

for (const width of [1280, 375]) {
  describe(`chat-template playground at ${width} px`, () => {
    it("highlights Jinja and marks a runtime error's line inside the text", async () => {
      const context = await harness.newContext({ width, height: 900 });
      const page = await open(context, "/playground/chat-template?model=Qwen%2FQwen2.5-7B-Instruct");
      await page.getByTestId("render-output").waitFor();
      // Highlighted: the editor's tokens carry colour classes.
      // CodeMirror highlights as it parses, in idle time: wait for the tokens rather than count them at once.
      // (The editor lives in a shadow root: locators reach into it, document.querySelectorAll does not.)
      const tokens = page.locator(".cm-content .cm-line span");
      for (let tries = 0; (await tokens.count()) <= 20; tries++) {
        assert.ok(tries < 200, "the template was not highlighted within 10 s");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const editor = page.getByLabel("Template", { exact: true });
      await editor.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Backspace");
      await page.keyboard.type("first\n{{ raise_exception('no system role here') }}\nlast");
      await textMatching(page.getByRole("alert"), /The template raised an error at line 2/);
      // The page renders the template deferred: the mark follows the alert.
      await textMatching(page.locator(".cm-error-line"), /^\{\{ raise_exception\('no system role here'\) \}\}$/);
      assert.equal(await editor.getAttribute("aria-invalid"), "true");
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type("ok");
      await textMatching(page.getByTestId("render-output"), /^ok$/);
      await page.locator(".cm-error-line").waitFor({ state: "detached", timeout: 10_000 });
      assert.deepEqual(page.problems, []);
      await context.close();
    });
  });
}

describe("model list on a phone", () => {
  it("keeps the filters behind one button, so the first model shows at once", async () => {
    const context = await harness.newContext({ width: 375, height: 812 });
    const page = await open(context, "/");
    const first = page.locator(".model-card").first();
    await first.waitFor();
    assert.equal(await page.locator(".filters").isVisible(), false);
    const box = await first.boundingBox();
    assert.ok(box !== null && box.y + box.height <= 812, `the first card ends at ${box?.y} + ${box?.height}`);

    const button = page.getByRole("button", { name: /^Filters/ });
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    await button.click();
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Filters");
    await page
      .locator(".filters")
      .getByRole("button", { name: /^Text Generation/ })
      .click();
    await page.waitForURL(/pipeline_tag=text-generation/);
    await page.keyboard.press("Escape");
    assert.equal(await page.locator(".filters").isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), "Filters (1)");
    assert.deepEqual(page.problems, []);
    await context.close();
  });
});

describe("real mode", () => {
  let hub: Server;
  let real: Harness;
  const seen: string[] = [];
  const rows = (from: number, n: number): ModelSummary[] =>
    Array.from({ length: n }, (_, i) => ({
      _id: String(from + i).padStart(24, "0"),
      id: `real-org/model-${from + i}`,
      pipeline_tag: "text-generation",
      tags: [],
      downloads: 1000 - from - i,
      likes: 1,
      lastModified: "2026-01-01T00:00:00.000Z",
      private: false,
    }));
  before(async () => {
    // A stand-in for the real hub: two pages of models, the second behind a Link cursor, as the hub pages.
    hub = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://hub");
      seen.push(url.search);
      const second = url.searchParams.get("cursor") === "c2";
      response.writeHead(200, {
        "content-type": "application/json",
        ...(!second && { link: `<https://hub.example/api/models?${url.searchParams}&cursor=c2>; rel="next"` }),
      });
      response.end(JSON.stringify(second ? rows(30, 5) : rows(0, 30)));
    });
    await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
    real = await startHarness({ mode: "real", hubUrl: `http://127.0.0.1:${(hub.address() as AddressInfo).port}` });
  });
  after(async () => {
    await real?.close();
    hub?.close();
  });

  it("says which hub it talks to and asks it with the hub's own list parameters", async () => {
    const context = await real.newContext();
    const page = await open(context, "/?license=mit&sort=likes");
    await page.locator(".model-card").first().waitFor();
    const port = (hub.address() as AddressInfo).port;
    assert.equal(await page.locator(".hub-pill").innerText(), `Hub: 127.0.0.1:${port}`);
    const asked = new URLSearchParams(seen.at(-1));
    assert.deepEqual(asked.getAll("filter"), ["license:mit"]);
    assert.equal(asked.get("sort"), "likes");
    assert.equal(asked.get("direction"), "-1");
    assert.equal(asked.get("limit"), "30");
    // The hub has its counts and dates: its sorts are offered, and the cards show what it sends.
    const sorts = await page.getByLabel("Sort").locator("option").allInnerTexts();
    assert.deepEqual(sorts, ["Trending", "Most downloads", "Most likes", "Recently updated"]);
    assert.match(await page.locator(".model-card").first().innerText(), /1K\s+downloads[\s\S]*Updated Jan 1, 2026/);
    await page.getByRole("button", { name: "Next page" }).click();
    await waitForCards(
      page,
      rows(30, 5).map((row) => row.id),
    );
    assert.equal(new URLSearchParams(seen.at(-1)).get("cursor"), "c2");
    // No counts without the local catalogue, and no error about it either.
    assert.equal(await page.locator(".filters .chip-count").count(), 0);
    assert.deepEqual(
      page.problems.filter((problem) => !/status of 404/.test(problem)),
      [],
    );
    await context.close();
  });
});

describe("theme", () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it("follows the system setting, and a toggle that persists overrides it", async () => {
    const dark = await harness.newContext({ colorScheme: "dark" });
    const page = await open(dark, "/tasks");
    await page.locator("main h1").waitFor();
    assert.equal(await background(page), "rgb(14, 17, 26)");
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), undefined);

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
    assert.equal(await background(page), "rgb(247, 248, 251)");
    await page.reload();
    await page.locator("main h1").waitFor();
    assert.equal(await background(page), "rgb(247, 248, 251)");
    assert.equal(await page.evaluate(() => localStorage.getItem("hubkit.theme")), "light");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    assert.equal(await background(page), "rgb(14, 17, 26)");
    assert.deepEqual(page.problems, []);
    await dark.close();
  });

  it("shows a visible focus ring on the controls", async () => {
    const context = await harness.newContext();
    const page = await open(context, "/");
    await page.locator(".model-card").first().waitFor();
    for (const locator of [
      page.getByRole("button", { name: "Switch to dark theme" }),
      page.getByLabel("Search models"),
      page.locator(".filters button.chip").first(),
    ]) {
      await locator.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      const ring = await locator.evaluate((el) => {
        const style = getComputedStyle(el);
        return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
      });
      assert.ok((ring.outline !== "none" && ring.width !== "0px") || ring.shadow !== "none", JSON.stringify(ring));
    }
    await context.close();
  });
});

describe("accessibility (axe-core)", () => {
  const PAGES = ["/", "/playground/chat-template", "/tasks", "/libraries"];
  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      it(`has no serious or critical violations in the ${colorScheme} theme at ${width} px`, async () => {
        const context = await harness.newContext({ colorScheme, width, height: 900 });
        for (const path of PAGES) {
          const page = await open(context, path);
          await page.locator("main h1").first().waitFor();
          await page.waitForLoadState("networkidle");
          const result = await new AxeBuilder({ page }).analyze();
          const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
          assert.deepEqual(
            bad.map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((node) => node.target.join(" "))
                  .slice(0, 5)
                  .join(", ")}`,
            ),
            [],
            `${path} (${colorScheme}, ${width} px)`,
          );
          await page.close();
        }
        await context.close();
      });
    }
  }
});
