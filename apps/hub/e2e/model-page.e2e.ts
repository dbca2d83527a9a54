import assert from "node:assert/strict";
import { copyFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { testRecords } from "../test/fixtures/test-records.js";
import { ARTIFACTS, startHarness, type Harness } from "./harness.js";

/** Where the model page screenshots are copied for review, besides the e2e artifacts. */
const SCREENS = process.env.HUBKIT_SCREENS_DIR;
const AXE_SCRIPT = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const WIDTHS = [1280, 375] as const;

let harness: Harness;
let desktop: BrowserContext;

before(async () => {
  // With the test records: a hostile card, a card with every markdown feature, a GGUF list, no provider, the LoRA run.
  harness = await startHarness(testRecords());
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
    if (message.type() === "error" && !/status of 404/.test(message.text())) {
      problems.push(message.text());
    }
  });
  await page.goto(path);
  return { page, problems };
}

async function modelIds(): Promise<string[]> {
  const response = await fetch(`${harness.origin}/api/models`);
  const rows = (await response.json()) as Array<{ id: string }>;
  return rows.map((row) => row.id);
}

type FirstRun = "replayed" | "previewed" | "no widget" | "no provider" | "retired providers only";

/** What the first press of the widget's main button does on a model page, or the reason it fails. */
async function firstRun(page: Page): Promise<FirstRun> {
  const widget = page.locator("section.widget");
  // A record mapped only to providers the router retired has no widget: the page says so instead.
  await page.locator("section.widget, .retired-notice").first().waitFor({ timeout: 20_000 });
  if ((await widget.count()) === 0) return "retired providers only";
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
    assert.ok((counts.replayed ?? 0) >= 29, `replayed ${counts.replayed ?? 0}`);
  });
});

describe("model page sections", () => {
  for (const width of WIDTHS) {
    it(`model card: GitHub-flavoured markdown with front matter read into details (${width} px)`, async () => {
      const context = await harness.newContext({ width });
      const { page, problems } = await open(context, "/hubkit-demo/markdown-card");
      const card = page.locator(".markdown-body");
      await card.getByRole("heading", { name: "A card with every feature" }).waitFor();
      assert.equal(await card.locator("table th").first().innerText(), "Size");
      assert.match(await card.locator("pre code").innerText(), /"role": "system"/);
      assert.equal(await card.locator("li").count(), 3);
      const details = page.locator(".model-details");
      await details.getByText("hubkit-test-license").waitFor();
      const text = await details.innerText();
      assert.match(text, /Fine-tuned from\s+hubkit-elsewhere\/base-model/);
      assert.match(text, /Languages\s+en\s+de\s+fr/);
      // A base model the catalogue does not have opens on the hub, and says so: not a local "Model not found".
      const base = details.getByRole("link", {
        name: /^hubkit-elsewhere\/base-model on huggingface\.co external link$/,
      });
      assert.equal(await base.getAttribute("href"), "https://huggingface.co/hubkit-elsewhere/base-model");
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it("model card: sanitized (no scripts, handlers, styles, frames, forms, javascript: or data: URLs)", async () => {
    const { page } = await open(desktop, "/hubkit-demo/transformers-without-type");
    const card = page.locator(".markdown-body");
    await card.getByRole("heading", { name: "A hostile card" }).waitFor();
    await card.getByText("A paragraph with handlers.").click();
    await card.getByText("A paragraph with handlers.").hover();
    const report = await card.evaluate((node) => {
      const all = [...node.querySelectorAll("*")];
      return {
        forbidden: all.filter((el) => /^(script|style|iframe|form|input|object|embed)$/i.test(el.tagName)).length,
        handlers: all.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
        styles: all.filter((el) => el.hasAttribute("style")).length,
        images: [...node.querySelectorAll("img")].map((img) => img.getAttribute("src")),
        links: [...node.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
        globals: ["__cardScript", "__cardOnerror", "__cardImage", "__cardClick", "__cardHover", "__cardSvg"].filter(
          (name) => name in window,
        ),
      };
    });
    assert.deepEqual(report, {
      forbidden: 0,
      handlers: [],
      styles: 0,
      images: [],
      links: [
        ["a javascript link", null],
        ["a fine link", "https://example.com/docs"],
        ["another", null],
        ["and another", null],
      ],
      globals: [],
    });
    assert.equal(
      await card.getByRole("link", { name: "a fine link" }).getAttribute("rel"),
      "noopener noreferrer nofollow",
    );
    const details = await page.locator(".model-details").innerText();
    assert.match(details, /License\s+mit/);
    assert.match(details, /Dataset\s+hubkit-demo\/hostile-card/);
    await page.close();
  });

  it("a card summary says it is one; without a summary or a listing, no section and no request that fails", async () => {
    const summary = await open(desktop, "/black-forest-labs/FLUX.1-schnell");
    const note = summary.page.locator(".card-summary-note");
    await note.waitFor();
    assert.match(await note.innerText(), /A short summary written for this sample catalogue, not the model’s own card/);
    assert.equal(
      await note.getByRole("link", { name: /The model’s card on huggingface\.co/ }).getAttribute("href"),
      "https://huggingface.co/black-forest-labs/FLUX.1-schnell",
    );
    await summary.page.close();

    const page = await desktop.newPage();
    const failed: string[] = [];
    const console: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error") console.push(message.text());
    });
    // The repository declares no license and no card summary or listing was sourced for it.
    await page.goto("/google/pegasus-xsum");
    await page.locator(".model-details").getByText("No license declared by the repository").waitFor();
    await page.locator("section.widget").waitFor();
    await page.waitForLoadState("networkidle");
    assert.equal(await page.locator(".model-card-section, .files-section").count(), 0);
    assert.deepEqual([failed, console], [[], []]);
    await page.close();

    // Its sourced listing has no README.md: the page says the repository has no card, and asks for none.
    const none = await open(desktop, "/dbmdz/bert-large-cased-finetuned-conll03-english");
    await none.page.getByText("This repository has no model card (README.md).").waitFor();
    assert.deepEqual(none.problems, []);
    await none.page.close();
  });

  for (const width of WIDTHS) {
    it(`files and versions: sizes as read, each file linked on the hub at the revision read (${width} px)`, async () => {
      const context = await harness.newContext({ width });
      const { page, problems } = await open(context, "/google-t5/t5-base");
      const files = page.locator(".files-section");
      const revision = "4efb15d53fd40195005a85df5966442bf7390e82";
      const row = files.locator("tr", { hasText: "model.safetensors" });
      await row.waitFor();
      // The size as the hub's page gave it, the revision the listing was read at, and where it was read.
      assert.match(await row.innerText(), /model\.safetensors\s+892 MB/);
      assert.match(await files.innerText(), /As listed on huggingface\.co\s+at 4efb15d \(read Nov 28, 2026\)/);
      assert.equal(
        await row.getByRole("link", { name: "Download model.safetensors from huggingface.co" }).getAttribute("href"),
        `https://huggingface.co/google-t5/t5-base/resolve/${revision}/model.safetensors?download=true`,
      );
      // A README in the listing opens where it is, on the hub, marked as leaving the app.
      const readme = files.getByRole("link", { name: "README.md external link" });
      assert.equal(
        await readme.getAttribute("href"),
        `https://huggingface.co/google-t5/t5-base/blob/${revision}/README.md`,
      );
      assert.match(await files.locator("tr", { hasText: "generation_config.json" }).innerText(), /147 Bytes/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const width of WIDTHS) {
    it(`GGUF: local apps that fit, and a quantization picker that fills every snippet (${width} px)`, async () => {
      const context = await harness.newContext({ width });
      // A test record with a file list of three quantizations (the sample Qwen GGUF repository has no sourced list).
      const { page, problems } = await open(context, "/hubkit-demo/gguf-quantizations");
      const local = page.locator(".local-apps");
      const picker = local.getByLabel("Quantization");
      await picker.locator("option").nth(2).waitFor({ state: "attached" });
      const options = await picker.locator("option").allInnerTexts();
      // Short enough for a phone's select; the chosen file's path shows under it.
      assert.deepEqual(options, ["Q4_K_M · 491 MB", "F16 · 1.27 GB", "Q8_0 · 676 MB"]);
      assert.equal(await local.locator(".gguf-file").innerText(), "model-q4_k_m.gguf");
      const fits = await picker.evaluate((select) => {
        const option = (select as HTMLSelectElement).selectedOptions[0]!;
        const probe = document.createElement("span");
        probe.style.font = getComputedStyle(select).font;
        probe.textContent = option.text;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        // The text, the select's padding and its arrow fit in the select.
        return width + 48 <= select.getBoundingClientRect().width;
      });
      assert.ok(fits, "the chosen quantization's label is cut off in the select");
      const apps = await local.getByRole("group", { name: "Local apps" }).getByRole("button").allInnerTexts();
      for (const app of ["llama.cpp", "Ollama", "LM Studio", "Jan"]) assert.ok(apps.includes(app), apps.join(", "));
      assert.ok(!apps.includes("vLLM"), apps.join(", "));

      const library = page.locator(".card", { has: page.getByRole("heading", { name: "Use this model" }) });
      assert.match(await library.locator("pre").innerText(), /filename="model-q4_k_m\.gguf"/);
      await local.getByRole("button", { name: "llama.cpp", exact: true }).click();
      assert.equal(
        await local.getByRole("button", { name: "llama.cpp", exact: true }).getAttribute("aria-pressed"),
        "true",
      );
      assert.match(await local.locator("pre").first().innerText(), /-hf '?hubkit-demo\/gguf-quantizations:Q4_K_M'?/);

      await picker.selectOption({ label: "Q8_0 · 676 MB" });
      assert.equal(await local.locator(".gguf-file").innerText(), "model-q8_0.gguf");
      await page.waitForFunction(() => /:Q8_0/.test(document.querySelector(".local-apps pre")?.textContent ?? ""));
      assert.doesNotMatch(
        await local.locator(".local-app-view").innerText(),
        /\{\{(GGUF_FILE|QUANT_TAG|OLLAMA_TAG)\}\}/,
      );
      assert.match(await library.locator("pre").innerText(), /filename="model-q8_0\.gguf"/);

      await local.getByRole("button", { name: "LM Studio" }).click();
      assert.equal(
        await local.getByRole("link", { name: /Open in LM Studio/ }).getAttribute("href"),
        "lmstudio://open_from_hf?model=hubkit-demo/gguf-quantizations&file=model-q8_0.gguf",
      );
      assert.match(await page.locator(".model-details").innerText(), /Parameters\s+494M/);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it("local apps only where they fit: vLLM and TGI for a transformers chat model, none for BERT", async () => {
    const { page } = await open(desktop, "/meta-llama/Llama-3.1-8B-Instruct");
    const group = page.locator(".local-apps").getByRole("group", { name: "Local apps" });
    await group.waitFor();
    const apps = await group.getByRole("button").allInnerTexts();
    assert.ok(apps.includes("vLLM") && !apps.includes("llama.cpp"), apps.join(", "));
    await page.close();
    const bert = await open(desktop, "/google-bert/bert-base-uncased");
    await bert.page.locator(".model-card-section .markdown-body").waitFor();
    assert.equal(await bert.page.locator(".local-apps").count(), 0);
    await bert.page.close();
  });

  it("base-model tree: an adapter names what it adapts", async () => {
    // A test record (its repository's facts could not be sourced); its base model is in the sample catalogue.
    const { page } = await open(desktop, "/openfree/flux-chatgpt-ghibli-lora");
    const details = page.locator(".model-details");
    await details.getByText(/Adapter of/).waitFor();
    assert.match(await details.innerText(), /Adapter of\s+black-forest-labs\/FLUX\.1-dev/);
    assert.equal(
      await details.getByRole("link", { name: "black-forest-labs/FLUX.1-dev" }).getAttribute("href"),
      "/black-forest-labs/FLUX.1-dev",
    );
    await page.close();
  });

  it("nothing internal on the model page: no raw internals, no invented stats, icons are SVG", async () => {
    for (const path of ["/meta-llama/Llama-3.1-8B-Instruct", "/google/vit-base-patch16-224"]) {
      const { page } = await open(desktop, path);
      await page.locator(".markdown-body").waitFor();
      const text = await page.locator("main").innerText();
      assert.doesNotMatch(
        text,
        /colour:|not a filter|in preparation|keyed by URL|binary bodies|illustrative|[↓♥]/,
        path,
      );
      // The sample catalogue has no counts or dates: the header shows none (never a zero).
      assert.doesNotMatch(await page.locator(".model-badges").innerText(), /downloads|likes|Updated/, path);
      await page.close();
    }
    const { page } = await open(desktop, "/meta-llama/Llama-3.1-8B-Instruct");
    await page.locator(".markdown-body").waitFor();
    assert.ok((await page.locator(".model-badges svg.icon").count()) >= 1);
    await page.close();
  });
});

describe("chat settings", () => {
  it("a system prompt and temperature go into the request the preview shows", async () => {
    const { page } = await open(desktop, "/meta-llama/Llama-3.1-8B-Instruct");
    const widget = page.locator("section.widget");
    await widget.getByText(/will be replayed/).waitFor();
    await widget.getByLabel("System prompt").fill("Answer like a pirate.");
    await widget.getByText("Generation settings").click();
    await widget.getByLabel("Temperature").fill("0.4");
    await widget.getByLabel("Max tokens").fill("64");
    await widget.getByText(/Nothing was recorded for this exact request/).waitFor();
    await widget.getByRole("button", { name: "Preview request" }).click();
    const body = await widget.getByRole("region", { name: "Request preview" }).innerText();
    assert.match(body, /"role": "system",\s+"content": "Answer like a pirate\."/);
    assert.match(body, /"temperature": 0\.4/);
    assert.match(body, /"max_tokens": 64/);
    await widget.getByLabel("Temperature").fill("9");
    await widget.getByText(/Temperature must be a number from 0 to 2/).waitFor();
    await page.close();
  });
});

describe("keyboard focus", () => {
  for (const path of ["/meta-llama/Llama-3.1-8B-Instruct", "/Qwen/Qwen2.5-0.5B-Instruct-GGUF"]) {
    it(`every control on ${path} shows where the keyboard is, the Run button included`, async () => {
      const { page } = await open(desktop, path);
      await page.locator(".markdown-body").waitFor();
      await page.locator("section.widget .replay-status, section.widget p.muted").first().waitFor();
      const unseen: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < 250; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement;
          if (el === null || el === document.body) return undefined;
          const style = getComputedStyle(el);
          const visible =
            (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
          const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 30) || el.getAttribute("aria-label") || ""}"`;
          return { name, visible, run: el.matches("section.widget button[type=submit]") };
        });
        if (focus === undefined) continue;
        if (!focus.visible) unseen.push(focus.name);
        seen.add(focus.run ? "run" : focus.name);
      }
      assert.deepEqual(unseen, []);
      if (path.includes("Llama")) assert.ok(seen.has("run"), "the Run button was reached with Tab");
      await page.close();
    });
  }
});

describe("accessibility and screenshots", () => {
  const pages = [
    ["chat", "/meta-llama/Llama-3.1-8B-Instruct"],
    ["gguf", "/Qwen/Qwen2.5-0.5B-Instruct-GGUF"],
    ["image", "/black-forest-labs/FLUX.1-schnell"],
    ["files", "/google-t5/t5-base"],
    ["no-provider", "/hubkit-demo/transformers-without-type"],
  ] as const;
  for (const scheme of ["light", "dark"] as const) {
    for (const width of WIDTHS) {
      it(`axe finds no serious or critical problem on model pages (${scheme}, ${width} px)`, async () => {
        // The axe script is injected inline, which the page's own CSP forbids: this context bypasses it.
        const context = await harness.browser.newContext({
          viewport: { width, height: 900 },
          baseURL: harness.origin,
          colorScheme: scheme,
          bypassCSP: true,
        });
        const found: string[] = [];
        for (const [name, path] of pages) {
          const page = await context.newPage();
          await page.goto(path);
          await page.locator(".model-card-section .markdown-body, .model-card-section p.muted").first().waitFor();
          // Only a repository with a sourced listing has a file table.
          if (name === "files") await page.locator(".files-section table").waitFor();
          await page.locator("section.widget").waitFor();
          await page.waitForFunction(
            () => !/Checking/.test(document.querySelector(".replay-status")?.textContent ?? ""),
          );
          await page.addScriptTag({ path: AXE_SCRIPT });
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: {
                  run: (ctx: Document) => Promise<{
                    violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }>;
                  }>;
                };
              }
            ).axe;
            const result = await axe.run(document);
            return result.violations
              .filter((v) => v.impact === "serious" || v.impact === "critical")
              .map(
                (v) =>
                  `${v.id} (${v.impact}): ${v.nodes
                    .slice(0, 3)
                    .map((n) => JSON.stringify(n.target))
                    .join(" ")}`,
              );
          });
          found.push(...violations.map((v) => `${path}: ${v}`));
          if (name !== "no-provider") {
            const file = `model-${name}-${width}-${scheme}.png`;
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.screenshot({ path: join(ARTIFACTS, file), fullPage: true });
            if (SCREENS !== undefined) {
              mkdirSync(SCREENS, { recursive: true });
              copyFileSync(join(ARTIFACTS, file), join(SCREENS, file));
            }
          }
          await page.close();
        }
        await context.close();
        assert.deepEqual(found, []);
      });
    }
  }
});
