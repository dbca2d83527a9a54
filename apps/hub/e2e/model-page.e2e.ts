import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { deflateSync, crc32 } from "node:zlib";
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

/** A PNG of a code listing (light bars on dark), made here: an image no recording has seen. */
function codeScreenshotPng(): Buffer {
  const width = 320;
  const height = 200;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const text = y % 22 < 10 && x % 7 < 5 && x < 260;
      raw.set(text ? [200, 220, 255] : [30, 34, 48], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 0.3 s guitar-like pluck (G3, decaying), 16 kHz mono WAV: a sound no recording has heard. */
function pluckWav(): Buffer {
  const rate = 16_000;
  const count = Math.round(rate * 0.3);
  const wav = Buffer.alloc(44 + count * 2);
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(36 + count * 2, 4);
  wav.write("WAVEfmt ", 8, "latin1");
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++) {
    const t = i / rate;
    wav.writeInt16LE(Math.round(20_000 * Math.exp(-t * 12) * Math.sin(2 * Math.PI * 196 * t)), 44 + i * 2);
  }
  return wav;
}

describe("try-it: recorded examples, the person's own input, one provider choice", () => {
  it("an uploaded image or audio file gets no recorded answer, and the example's answer goes away", async () => {
    const image = join(ARTIFACTS, "code-screenshot.png");
    const audio = join(ARTIFACTS, "guitar-pluck.wav");
    writeFileSync(image, codeScreenshotPng());
    writeFileSync(audio, pluckWav());
    for (const [path, file, kind] of [
      ["/google/vit-base-patch16-224", image, "labels"],
      ["/facebook/detr-resnet-50", image, "boxes"],
      ["/facebook/wav2vec2-large-960h-lv60-self", audio, "text"],
    ] as const) {
      const { page, problems } = await open(desktop, path);
      const widget = page.locator("section.widget");
      await widget.locator(".example-chip").first().click();
      await widget.locator(`.answer .widget-result[data-kind="${kind}"]`).waitFor({ timeout: 30_000 });
      await widget.locator('input[type="file"]').setInputFiles(file);
      const name = file.slice(file.lastIndexOf("/") + 1);
      await widget.getByText(`Nothing was recorded for your file “${name}”`).waitFor();
      assert.equal(await widget.locator(".answer").count(), 0, `${path}: an answer is still shown`);
      assert.equal(await widget.getByRole("button", { name: "Run" }).count(), 0, `${path}: Run would replay`);
      // Even asked directly, the local router has nothing for these bytes.
      const bytes = readFileSync(file);
      const status = await page.evaluate(
        async ({ model, body, type }) => {
          const url = `https://router.huggingface.co/hf-inference/models/${model}`;
          const response = await fetch(`/router/hf-inference/models/${model}`, {
            method: "POST",
            headers: { "content-type": type, "x-hubkit-method": "POST", "x-hubkit-body": "binary" },
            body: new Uint8Array(body),
          });
          return { url, status: response.status, replay: response.headers.get("x-hubkit-replay") };
        },
        { model: path.slice(1), body: [...bytes], type: kind === "text" ? "audio/x-wav" : "image/png" },
      );
      assert.deepEqual([status.status, status.replay], [404, "none"], `${path}: the local router answered other bytes`);
      await widget.getByRole("button", { name: "Preview request" }).click();
      const preview = widget.getByRole("region", { name: "Request preview" });
      assert.match(await preview.innerText(), new RegExp(`binary body: ${bytes.length.toLocaleString("en")} bytes`));
      assert.equal(await widget.locator(".answer").count(), 0);
      assert.deepEqual(problems, [], path);
      await page.close();
    }
  });

  it("each recorded example shows its answer under words that name it and its provider", async () => {
    for (const [path, caption, kind] of [
      [
        "/google/vit-base-patch16-224",
        "Answer to the example “Cheetah” (cheetah.png), recorded from hf-inference",
        "labels",
      ],
      [
        "/openai/whisper-large-v3-turbo",
        "Answer to the example “Read speech (WAV)” (sample2.wav), recorded from fal-ai",
        "text",
      ],
      [
        "/facebook/bart-large-mnli",
        "Answer to the example “Hi, I recently bought a device from you…”, recorded from hf-inference",
        "labels",
      ],
      [
        "/espnet/kan-bayashi_ljspeech_vits",
        "Answer to the example “hello there!”, recorded from hf-inference",
        "kept-type",
      ],
    ] as const) {
      const { page, problems } = await open(desktop, path);
      const widget = page.locator("section.widget");
      await widget.locator(".example-chip").first().click();
      await widget.locator(`.answer .widget-result[data-kind="${kind}"]`).waitFor({ timeout: 30_000 });
      assert.equal((await widget.locator(".answer-caption").innerText()).replace(/ · \d+ ms$/, ""), caption);
      assert.equal(await widget.locator(".example-chip").first().getAttribute("aria-pressed"), "true");
      if (kind === "kept-type") {
        assert.match(
          await widget.locator(".answer").innerText(),
          /kept only its kind \(audio\/flac\), not the audio itself/,
        );
        assert.equal(await widget.locator(".answer audio").count(), 0, "no stand-in is played as the answer");
      }
      assert.deepEqual(problems, [], path);
      await page.close();
    }
  });

  it("one provider choice: the snippets change the widget's, the widget the snippets', and the code follows the input", async () => {
    const { page, problems } = await open(desktop, "/openai/whisper-large-v3-turbo");
    const widget = page.locator("section.widget");
    const snippets = page.locator(".card", { has: page.getByRole("heading", { name: "Inference Providers" }) });
    const widgetProvider = widget.getByLabel("Provider", { exact: true });
    await widget.locator(".step-replay").waitFor();
    assert.equal(await widgetProvider.inputValue(), "fal-ai");
    assert.equal(await snippets.locator(".provider-option.selected").innerText(), "fal-ai");
    await snippets.getByRole("radio", { name: "hf-inference" }).check();
    assert.equal(await widgetProvider.inputValue(), "hf-inference");
    await widget.getByText("No answers were recorded with hf-inference.").waitFor();
    await widgetProvider.selectOption("fal-ai");
    assert.equal(await snippets.getByRole("radio", { name: "fal-ai" }).isChecked(), true);
    await widget.locator(".step-replay").waitFor();
    // The code is for the widget's input: the example's file, then the person's.
    await page.waitForFunction(() =>
      /sample2\.wav/.test(document.querySelectorAll(".snippet-panel code")[1]?.textContent ?? ""),
    );
    await widget
      .locator('input[type="file"]')
      .setInputFiles({ name: 'memo "b" $(x).wav', mimeType: "audio/wav", buffer: pluckWav() });
    await page.waitForFunction(() =>
      /'memo "b" \$\(x\)\.wav'/.test(document.querySelectorAll(".snippet-panel code")[1]?.textContent ?? ""),
    );
    assert.match(await snippets.locator(".snippet-request").innerText(), /your file “memo "b" \$\(x\)\.wav”/);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it("asks for a token before anything goes to the real router, and sends only with one", async () => {
    const context = await harness.newContext();
    const routed: Array<{ url: string; authorization: string | undefined }> = [];
    await context.route("https://router.huggingface.co/**", async (route) => {
      routed.push({ url: route.request().url(), authorization: route.request().headers().authorization });
      await route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify([
          { sequence: "paris is the capital of france.", token: 1, token_str: "capital", score: 0.99 },
        ]),
      });
    });
    const { page, problems } = await open(context, "/google-bert/bert-base-uncased");
    const widget = page.locator("section.widget");
    await widget.getByLabel("Input text").fill("Paris is the [MASK] of France.");
    await widget.getByText(/Nothing was recorded for your input with hf-inference/).waitFor();
    // Switching to the real router without a token asks for it and switches nothing.
    await widget.locator("summary").click();
    await widget.getByRole("radio", { name: /Real router/ }).click();
    await widget.getByText("The real router needs your access token.").waitFor();
    assert.equal(await widget.getByRole("radio", { name: /Recorded answers/ }).isChecked(), true);
    await widget.getByRole("button", { name: "Cancel" }).click();
    // Sending asks first too; nothing leaves before a token is given.
    await widget.getByRole("button", { name: "Send with the real router…" }).click();
    const token = widget.getByLabel("Access token");
    await widget.getByText("To send this input through the real router, give your access token first.").waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("type")), "password");
    await page.waitForTimeout(300);
    assert.deepEqual(routed, []);
    assert.equal(await widget.getByRole("button", { name: "Send", exact: true }).isDisabled(), true);
    await token.fill("hf_e2e_token");
    await widget.getByRole("button", { name: "Send", exact: true }).click();
    await widget.locator('.answer .widget-result[data-kind="fill-mask"]').waitFor({ timeout: 30_000 });
    assert.equal(
      (await widget.locator(".answer-caption").innerText()).replace(/ · \d+ ms$/, ""),
      "Answer from hf-inference to your input, through the router",
    );
    assert.deepEqual(routed, [
      {
        url: "https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased",
        authorization: "Bearer hf_e2e_token",
      },
    ]);
    assert.equal(await page.evaluate(() => localStorage.getItem("hubkit.accessToken")), null, "kept for the tab only");
    assert.match(await page.locator(".mode-pill").last().innerText(), /Real router/);
    assert.deepEqual(problems, []);
    await context.close();
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
  it("a system prompt and temperature go into the request the preview shows, its code and the snippets", async () => {
    const { page } = await open(desktop, "/meta-llama/Llama-3.1-8B-Instruct");
    const widget = page.locator("section.widget");
    await widget.locator(".step-replay").waitFor();
    await widget.getByLabel("System prompt").fill("Answer like a pirate.");
    await widget.getByText("Generation settings").click();
    await widget.getByLabel("Temperature").fill("0.4");
    await widget.getByLabel("Max tokens").fill("64");
    await widget.getByText(/Nothing was recorded for your input with cerebras/).waitFor();
    await widget.getByRole("button", { name: "Preview request" }).click();
    const preview = widget.getByRole("region", { name: "Request preview" });
    const body = await preview.innerText();
    assert.match(body, /"role": "system",\s+"content": "Answer like a pirate\."/);
    assert.match(body, /"temperature": 0\.4/);
    assert.match(body, /"max_tokens": 64/);
    // The snippets show the code for this request; Copy gives it in the language chosen there.
    const snippets = page.locator(".card", { has: page.getByRole("heading", { name: "Inference Providers" }) });
    await snippets.getByRole("tab", { name: "cURL" }).click();
    await page.waitForFunction(() =>
      /Answer like a pirate/.test(document.querySelectorAll(".snippet-panel code")[1]?.textContent ?? ""),
    );
    assert.match(await snippets.locator(".snippet-request").innerText(), /The code for this request: your input/);
    await preview.getByRole("button", { name: /Copy the code that sends this request \(cURL · curl\)/ }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await snippets.locator(".snippet-panel").last().locator("code").innerText());
    assert.match(copied, /^curl https:\/\/router\.huggingface\.co\/cerebras\/v1\/chat\/completions/);
    assert.match(copied, /Answer like a pirate\./);
    assert.match(copied, /"temperature": 0\.4/);
    assert.match(copied, /"max_tokens": 64/);
    assert.match(copied, /"stream": true/);
    assert.doesNotMatch(copied, /hf_•/);
    await widget.getByLabel("Temperature").fill("9");
    await widget
      .getByText(/Temperature must be a number from 0 to 2/)
      .first()
      .waitFor();
    await snippets.getByText(/The widget's input cannot be sent as it is: Temperature must be/).waitFor();
    await page.close();
  });
});

describe("keyboard focus", () => {
  for (const path of ["/meta-llama/Llama-3.1-8B-Instruct", "/Qwen/Qwen2.5-0.5B-Instruct-GGUF"]) {
    it(`every control on ${path} shows where the keyboard is, the Run button included`, async () => {
      const { page } = await open(desktop, path);
      await page.locator(".markdown-body").waitFor();
      await page.locator("section.widget .step-note, section.widget p.muted").first().waitFor();
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
          await page.locator("section.widget .step-note, section.widget p.muted").first().waitFor();
          const widget = page.locator("section.widget");
          if (name === "chat") {
            // The widget with an answer and the request preview open.
            await widget.getByRole("button", { name: "Run" }).click();
            await page.waitForFunction(() =>
              / · \d+ ms$/.test(document.querySelector(".answer-caption")?.textContent ?? ""),
            );
            await widget.getByRole("button", { name: "Preview request" }).click();
            await widget.getByRole("region", { name: "Request preview" }).waitFor();
          }
          if (name === "image") {
            // The person's own prompt: the next step and the token prompt.
            await widget.getByLabel("Prompt").fill("A lighthouse at dusk");
            await widget.getByRole("button", { name: "Send with the real router…" }).click();
            await widget.getByLabel("Access token").waitFor();
          }
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
