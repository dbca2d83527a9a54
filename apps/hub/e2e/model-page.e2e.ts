import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { startHarness, type Harness } from "./harness.js";

let harness: Harness;
let desktop: BrowserContext;

before(async () => {
  harness = await startHarness();
  desktop = await harness.newContext();
});
after(async () => {
  await desktop?.close();
  await harness?.close();
});

/** Opens a page and collects uncaught errors and console errors (the 404 of a missing recording aside). */
async function open(context: BrowserContext, path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  await page.goto(path);
  return { page, problems };
}

async function modelIds(): Promise<string[]> {
  const response = await fetch(`${harness.origin}/api/models`);
  const rows = (await response.json()) as Array<{ id: string }>;
  return rows.map((row) => row.id);
}

type FirstRun = "replayed" | "previewed" | "no widget" | "no provider";

/** What the first press of the widget's main button does on a model page, or the reason it fails. */
async function firstRun(page: Page): Promise<FirstRun> {
  const widget = page.locator("section.widget");
  await widget.waitFor({ timeout: 20_000 });
  const status = widget.locator(".replay-status, .replay-missing");
  if ((await widget.locator("button[type=submit]").count()) === 0) {
    const text = await widget.innerText();
    return /No inference provider serves this model/.test(text) ? "no provider" : "no widget";
  }
  await page.waitForFunction(
    () => {
      const node = document.querySelector("section.widget .replay-status, section.widget .replay-missing");
      return node !== null && !/Checking/.test(node.textContent ?? "");
    },
    undefined,
    { timeout: 20_000 },
  );
  const replay = /will be replayed/.test(await status.innerText());
  const button = widget.locator("button[type=submit]");
  assert.equal(await button.isDisabled(), false, `the main button is disabled: ${await status.innerText()}`);
  await button.click();
  if (replay) {
    await widget.locator(".run-meta, .error-box").first().waitFor({ timeout: 30_000 });
    const errors = await widget.locator(".error-box").allInnerTexts();
    assert.deepEqual(errors, [], "the replayed run failed");
    return "replayed";
  }
  await widget.getByRole("region", { name: "Request preview" }).waitFor({ timeout: 10_000 });
  assert.equal(await widget.locator(".error-box").count(), 0);
  return "previewed";
}

describe("try-it widget on every model page", () => {
  it("the first Run never ends in an error: it replays a recording, or says none exists and previews the request", async () => {
    const ids = await modelIds();
    assert.ok(ids.length > 60, `${ids.length} models`);
    const outcomes: Record<string, FirstRun> = {};
    const failures: string[] = [];
    for (const id of ids) {
      const { page, problems } = await open(desktop, `/${id}`);
      try {
        outcomes[id] = await firstRun(page);
        if (problems.length > 0) failures.push(`${id}: ${problems.join(" / ")}`);
      } catch (error) {
        failures.push(`${id}: ${(error as Error).message.split("\n")[0]}`);
      } finally {
        await page.close();
      }
    }
    const counts: Record<string, number> = {};
    for (const outcome of Object.values(outcomes)) counts[outcome] = (counts[outcome] ?? 0) + 1;
    console.log(`first runs over ${ids.length} model pages: ${JSON.stringify(counts)}`);
    assert.deepEqual(failures, []);
    assert.ok((counts.replayed ?? 0) >= 30, `replayed ${counts.replayed ?? 0}`);
  });
});
