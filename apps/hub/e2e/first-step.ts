import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { textMatching } from "./harness.js";

export type FirstStep = "replayed" | "previewed" | "no widget" | "no provider" | "retired providers only";

/**
 * What the widget offers first on a model page, done: a recorded example replays with the words that say which input
 * it answers, or (no recording) Preview request shows the request the client would send. Never an error.
 */
export async function firstStep(page: Page): Promise<FirstStep> {
  const widget = page.locator("section.widget");
  // A record mapped only to providers the router retired has no widget: the page says so instead.
  await page.locator("section.widget, .retired-notice").first().waitFor({ timeout: 20_000 });
  if ((await widget.count()) === 0) return "retired providers only";
  if ((await widget.getByRole("button", { name: "Preview request" }).count()) === 0) {
    const text = await widget.innerText();
    return /No inference provider serves this model/.test(text) ? "no provider" : "no widget";
  }
  const recorded = widget.locator(".example-chip", { has: page.locator(".example-recorded") }).first();
  if ((await recorded.count()) > 0) {
    const title = await recorded.locator(".example-title").innerText();
    await recorded.click();
    await widget.locator(".answer .widget-result, .error-box").first().waitFor({ timeout: 30_000 });
    assert.deepEqual(await widget.locator(".error-box").allInnerTexts(), [], "the replayed example failed");
    // A streamed answer says "arriving…" until its last event, then how long it took.
    const caption = await textMatching(
      widget.locator(".answer-caption"),
      /(, recorded from [\w-]+|documented shape: no recording of it exists) · \d+ ms$/,
    );
    assert.ok(caption.replace(/^Sample answer/, "Answer").startsWith(`Answer to the example “${title}”`), caption);
    return "replayed";
  }
  assert.match(await widget.locator(".step-note").innerText(), /Preview the request/);
  await widget.getByRole("button", { name: "Preview request" }).click();
  await widget.getByRole("region", { name: "Request preview" }).waitFor({ timeout: 10_000 });
  assert.equal(await widget.locator(".error-box").count(), 0);
  return "previewed";
}
