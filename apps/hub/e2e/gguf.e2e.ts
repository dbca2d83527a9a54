import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { testGgufFiles } from "../test/fixtures/gguf-files.js";
import { testRecords } from "../test/fixtures/test-records.js";
import { ARTIFACTS, startHarness, textMatching, type Harness } from "./harness.js";

/**
 * The GGUF section of a model page, on the test record hubkit-demo/gguf-quantizations (three listed files, two of
 * them served by range by the offline hub, model-f16.gguf left unserved here): the file's facts, the tensor table, the
 * stored template opened in the playground, the hardware fit, at 1280 and 375 px, light and dark, with axe.
 */
const PAGE = "/hubkit-demo/gguf-quantizations";
const SHOTS = process.env.HUBKIT_GGUF_SHOTS_DIR ?? join(ARTIFACTS, "gguf");
const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

let harness: Harness;
before(async () => {
  // model-f16.gguf is listed but not served: the page must say its header could not be read.
  const served = new Map([...testGgufFiles()].filter(([key]) => !key.endsWith("/model-f16.gguf")));
  harness = await startHarness({ ...testRecords(), extraGgufFiles: served });
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await harness?.close();
});

async function openSection(page: Page) {
  await page.goto(PAGE);
  // The section loads when it comes near the screen: nothing of it before.
  await page.locator(".gguf-placeholder").first().scrollIntoViewIfNeeded();
  const section = page.locator("section.gguf-section");
  await section.locator(".gguf-facts").waitFor();
  return section;
}

describe("the GGUF section", () => {
  it("shows the picked file's facts from its header, read by range", async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const section = await openSection(page);
    // The picker's default: Q4_K_M (findNearestQuantType), as "Run locally" picks it.
    assert.equal(await section.getByLabel("File").inputValue(), "model-q4_k_m.gguf");
    const facts = await section.locator(".gguf-facts").innerText();
    for (const expected of [/qwen2/, /32,768/, /494,032,768/, /Q4_K_M/, /gpt2, 151,936 tokens/, /eos: <\|im_end\|>/])
      assert.match(facts, expected);
    // The unserved file says its header could not be read, in the fit list too.
    await textMatching(section.locator(".fit-row", { hasText: "F16" }), /could not be read/);
    await section.getByLabel("File").selectOption("model-f16.gguf");
    await textMatching(section, /This file's header could not be read here/);
    await context.close();
  });

  it("loads the tensor table on demand, a page at a time", async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const section = await openSection(page);
    assert.equal(await section.locator(".gguf-tensors table").count(), 0);
    await section.getByRole("button", { name: "Show the 290 tensors" }).click();
    const rows = section.locator(".gguf-tensors tbody tr");
    assert.equal(await rows.count(), 100);
    assert.match(await rows.first().innerText(), /token_embd\.weight\s+Q5_0\s+896 × 151936/);
    await section.getByRole("button", { name: "Next" }).click();
    await section.getByRole("button", { name: "Next" }).click();
    await textMatching(section.locator(".gguf-tensors .pager"), /Tensors 201–290 of 290/);
    assert.equal(await rows.count(), 90);
    assert.match(await rows.last().innerText(), /output_norm\.weight\s+F32\s+896/);
    await context.close();
  });

  it("renders the stored chat template and opens it in the playground", async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const section = await openSection(page);
    const rendered = await section.getByLabel("Rendered chat template").innerText();
    assert.match(rendered, /<\|im_start\|>user\nWhat is the capital of France\?<\|im_end\|>\n<\|im_start\|>assistant/);
    await section.getByRole("link", { name: "Open this template in the playground" }).click();
    await page.waitForURL(/\/playground\/chat-template\?gguf=hubkit-demo%2Fgguf-quantizations&file=model-q4_k_m\.gguf/);
    await textMatching(page.locator(".field-hint"), /The chat template stored in hubkit-demo\/gguf-quantizations's/);
    await textMatching(page.locator(".template-output, pre").last(), /<\|im_start\|>assistant/);
    await context.close();
  });

  it("says fits, tight or does not fit for every served quantization, and keeps the choice", async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    const section = await openSection(page);
    const q8 = section.locator(".fit-row", { hasText: "Q8_0" });
    // The default device (an RTX 4090, 24 GB) fits a 0.5B model at 4,096 tokens.
    await textMatching(q8, /Fits.*MiB of 24\.0 GiB/s);
    await section.getByLabel("Device").selectOption({ label: "Type a memory amount" });
    await section.getByLabel("Memory (GB)").fill("0.5");
    await textMatching(q8, /Does not fit/);
    await textMatching(q8, /weights 501 MiB \+ KV cache 48\.0 MiB \+ compute/);
    await section.getByLabel("Context length").selectOption("32768");
    await textMatching(q8, /KV cache 384 MiB/);
    // A new visit of the page reads the choice back from localStorage.
    const again = await openSection(page);
    assert.equal(await again.getByLabel("Memory (GB)").inputValue(), "0.5");
    assert.equal(await again.getByLabel("Context length").inputValue(), "32768");
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      it(`fits the screen, passes axe and is photographed (${width} px, ${colorScheme})`, async () => {
        const context = await harness.browser.newContext({
          viewport: { width, height: 900 },
          baseURL: harness.origin,
          colorScheme,
          bypassCSP: true, // the axe script is injected inline
        });
        const page = await context.newPage();
        const section = await openSection(page);
        await section.getByRole("button", { name: /Show the \d+ tensors/ }).click();
        await section.locator(".fit-row .pill").first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
        await page.addScriptTag({ path: AXE_SCRIPT });
        const violations = await page.evaluate(async () => {
          const { axe } = window as unknown as {
            axe: { run: (c: string) => Promise<{ violations: { id: string; impact: string | null }[] }> };
          };
          const result = await axe.run("section.gguf-section");
          return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
        });
        assert.deepEqual(violations, []);
        await section.screenshot({ path: join(SHOTS, `gguf-section-${width}-${colorScheme}.png`) });
        await context.close();
      });
    }
  }
});
