import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { ALL_MODEL_LIBRARY_KEYS } from "@hubkit/tasks";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { initialJsFor } from "../scripts/initial-js.js";
import { STATIC_DIR } from "../server/paths.js";
import { testRecords } from "../test/fixtures/test-records.js";
import { ARTIFACTS, startHarness, textMatching, type Harness } from "./harness.js";

let harness: Harness;
let context: BrowserContext;

before(async () => {
  // With the test records: records without config (the snippet generators' warnings), one no provider serves, and
  // the recorded LoRA run, whose repository the sample catalogue cannot source.
  harness = await startHarness(testRecords());
  context = await harness.newContext();
});
after(async () => {
  await context?.close();
  await harness?.close();
});

/** Fails the test on any uncaught page error or console error, with the message. */
async function open(path: string, target: BrowserContext = context): Promise<Page> {
  const page = await target.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    // A widget run that fails on purpose logs nothing; the 404 of a missing recording is an expected network answer.
    if (message.type() === "error" && !/status of 404/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  (page as Page & { problems?: string[] }).problems = problems;
  await page.goto(path);
  return page;
}

function problemsOf(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/**
 * Replaces an editor's text by typing it, key by key, as a person does (the editor handles each key itself;
 * Playwright's fill goes through the browser's own editing of the element instead).
 */
async function typeInto(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.page().keyboard.press("ControlOrMeta+A");
  await editor.page().keyboard.press("Backspace");
  await editor.page().keyboard.type(text);
}

async function shot(page: Page, name: string): Promise<void> {
  // From the top, so the sticky header sits where it belongs in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

describe("model list", () => {
  it("lists, filters by task and library, and searches", async () => {
    const page = await open("/");
    await page.getByRole("heading", { name: "Models", level: 1 }).waitFor();
    const cards = page.locator(".model-card");
    await cards.first().waitFor();
    // The first page of the sample catalogue plus demo records (30 a page), with the total beside the heading.
    assert.equal(await cards.count(), 30);
    const total = Number((await textMatching(page.locator(".result-count"), /^\d+ models$/)).split(" ")[0]);
    assert.ok(total > 45, `expected the sample catalogue plus demo records, got ${total}`);
    await shot(page, "list");

    await page.getByRole("button", { name: /^Fill-Mask/ }).click();
    await page.waitForURL(/pipeline_tag=fill-mask/);
    await page.locator(".model-card").first().waitFor();
    const fillMask = await page.locator(".model-card").allInnerTexts();
    assert.ok(fillMask.length >= 2 && fillMask.every((card) => card.includes("Fill-Mask")), fillMask.join(" | "));
    assert.equal(await page.getByRole("button", { name: /^Fill-Mask/ }).getAttribute("aria-pressed"), "true");

    await page.getByRole("button", { name: "Clear all" }).click();
    await page.waitForURL((url) => url.search === "");
    await page
      .locator(".filters")
      .getByRole("button", { name: /^Diffusers/ })
      .click();
    await page.waitForURL(/library=diffusers/);
    await page.waitForFunction(() => document.querySelectorAll(".model-card").length > 0);
    const diffusers = await page.locator(".model-card .model-meta").allInnerTexts();
    assert.ok(diffusers.length >= 3 && diffusers.every((meta) => meta.includes("diffusers")), diffusers.join(" | "));

    await page.getByRole("button", { name: "Clear all" }).click();
    await page.getByRole("searchbox", { name: "Search models" }).fill("whisper");
    await page.waitForURL(/search=whisper/);
    await page.waitForFunction(() => document.querySelectorAll(".model-card").length === 2);
    const found = await page.locator(".model-card .model-name").allInnerTexts();
    assert.deepEqual(found.sort(), ["whisper-large-v3-turbo", "whisper-tiny.en"]);

    await page.locator(".model-card a", { hasText: "whisper-large-v3-turbo" }).click();
    await page.waitForURL(/\/openai\/whisper-large-v3-turbo$/);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "whisper-large-v3-turbo" }).waitFor();
    // A client-side navigation hands focus to the new page, so keyboard and screen-reader users land on it.
    assert.equal(await page.evaluate(() => document.activeElement?.id), "main");
    assert.deepEqual(problemsOf(page), []);
    await page.close();
  });
});

describe("model page", () => {
  it("shows the header, switches every tab with mouse and keyboard, and copies a snippet", async () => {
    const page = await open("/meta-llama/Llama-3.1-8B-Instruct");
    const header = page.locator(".model-header");
    await header.getByRole("heading", { level: 1 }).waitFor();
    assert.match(await header.innerText(), /Text Generation[\s\S]*Transformers[\s\S]*conversational/);

    // "Use this model": the library's snippet tabs, by keyboard.
    const libraryTabs = page.getByRole("tablist", { name: "Transformers snippets" });
    const first = libraryTabs.getByRole("tab").first();
    await first.focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await libraryTabs.getByRole("tab").nth(1).getAttribute("aria-selected"), "true");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "Snippet 2");
    await page.keyboard.press("Home");
    assert.equal(await first.getAttribute("aria-selected"), "true");

    // "Inference Providers": every provider, every language, every client.
    const providers = page.locator(".provider-picker input[type=radio]");
    const providerCount = await providers.count();
    assert.ok(providerCount >= 5);
    const languages = page.getByRole("tablist", { name: "Language" });
    const seen = new Set<string>();
    for (let p = 0; p < providerCount; p++) {
      await providers.nth(p).check();
      const provider = await providers.nth(p).getAttribute("value");
      for (const language of ["Python", "JavaScript", "cURL"]) {
        await languages.getByRole("tab", { name: language }).click();
        const clients = page.getByRole("tablist", { name: "Client" }).getByRole("tab");
        const clientCount = await clients.count();
        assert.ok(clientCount >= 1, `${provider} ${language} has no client`);
        for (let c = 0; c < clientCount; c++) {
          await clients.nth(c).click();
          const code = await page.locator(".snippet-panel").last().locator("code").innerText();
          assert.ok(code.length > 20, `${provider} ${language} snippet is empty`);
          assert.ok(
            /HF_TOKEN|_API_KEY/.test(code) && !code.includes("hf_xxx"),
            "snippets read the token from the environment",
          );
          seen.add(`${language}/${await clients.nth(c).innerText()}`);
        }
      }
    }
    assert.ok(
      seen.has("Python/huggingface_hub") && seen.has("JavaScript/openai") && seen.has("cURL/curl"),
      [...seen].join(", "),
    );

    // Language tabs by keyboard.
    await languages.getByRole("tab", { name: "Python" }).click();
    await languages.getByRole("tab", { name: "Python" }).focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await languages.getByRole("tab", { name: "JavaScript" }).getAttribute("aria-selected"), "true");
    await page.keyboard.press("End");
    assert.equal(await languages.getByRole("tab", { name: "cURL" }).getAttribute("aria-selected"), "true");

    // Streaming (shared with the widget: a chat streams from the start) and bill-to change the snippet.
    await providers.first().check();
    const snippet = page.locator(".snippet-panel").last().locator("code");
    const widgetStream = page.locator("section.widget").getByLabel("Stream", { exact: true });
    assert.equal(await page.getByLabel("Streaming").isChecked(), true);
    assert.match(await snippet.innerText(), /stream/);
    const streamed = await snippet.innerText();
    await page.getByLabel("Streaming").uncheck();
    await page.waitForFunction(
      (before) => document.querySelectorAll(".snippet-panel code")[1]?.textContent !== before,
      streamed,
    );
    assert.equal(await widgetStream.isChecked(), false, "the widget follows the snippets' streaming");
    await widgetStream.check();
    assert.equal(await page.getByLabel("Streaming").isChecked(), true, "and the snippets the widget's");
    await page.waitForFunction(() =>
      /stream/.test(document.querySelectorAll(".snippet-panel code")[1]?.textContent ?? ""),
    );
    await page.getByLabel("Bill to").fill("acme-org");
    await page.waitForFunction(() =>
      /acme-org/.test(document.querySelectorAll(".snippet-panel code")[1]?.textContent ?? ""),
    );
    assert.match(await snippet.innerText(), /X-HF-Bill-To|bill_to/);

    // Copy: the clipboard holds the snippet, the button says so.
    const copy = page.locator(".snippet-panel").last().getByRole("button", { name: "Copy code" });
    await copy.click();
    await page.locator(".snippet-panel").last().getByText("Copied").waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await snippet.innerText());
    assert.deepEqual(problemsOf(page), []);
    await shot(page, "model-page");
    await page.close();
  });

  it("shows the library snippet's warnings when config is missing, and staging providers as staging", async () => {
    for (const [id, warning] of [
      ["hubkit-demo/sklearn-without-model-file", "Model filename not specified in config.json"],
      ["hubkit-demo/speechbrain-without-interface", "interface not specified in config.json"],
      ["hubkit-demo/transformers-without-type", "Type of model unknown"],
    ] as const) {
      const page = await open(`/${id}`);
      const warnings = page.getByRole("list", { name: "Warnings" });
      await warnings.waitFor();
      assert.match(await warnings.innerText(), new RegExp(warning), id);
      assert.deepEqual(problemsOf(page), []);
      await page.close();
    }
    const wan = await open("/Wan-AI/Wan2.1-T2V-1.3B");
    await wan.locator(".provider-option", { hasText: "fal-ai" }).getByText("staging").waitFor();
    await wan
      .getByRole("combobox", { name: "Provider" })
      .locator("option", { hasText: "(staging)" })
      .waitFor({ state: "attached" });
    await wan.close();
  });

  it("says when a model is mapped only to providers the router retired, and offers none of them", async () => {
    const page = await open("/black-forest-labs/FLUX.1-dev");
    const notice = page.locator(".retired-notice");
    await notice.getByRole("heading", { name: "No live inference provider" }).waitFor();
    assert.match(await notice.innerText(), /black-forest-labs \(retired from the router on 2026-06-29\)/);
    assert.equal(await page.locator("section.widget").count(), 0, "no widget");
    assert.equal(await page.locator(".provider-option").count(), 0, "no provider offered");
    await page.close();
  });

  it("says when a model does not exist", async () => {
    const page = await open("/nobody/nothing-here");
    await page.getByRole("heading", { name: "Model not found" }).waitFor();
    assert.match(await page.locator(".error-text").innerText(), /Model nobody\/nothing-here does not exist/);
    await page.close();
  });
});

type Result = ReturnType<Page["locator"]>;

interface WidgetCase {
  model: string;
  /** The result view expected (data-kind of .widget-result). */
  kind: string;
  check: (result: Result, page: Page) => Promise<void>;
  /** The recording kept only the answer's media type: the view says so instead of showing a stand-in. */
  keptOnly?: string;
}

const contains = (expected: RegExp) => async (result: Result) => {
  assert.match(await result.innerText(), expected);
};

/** Nothing to look at or listen to: the recording kept only the answer's type, and the view says so in words. */
async function noMedia(result: Result): Promise<void> {
  assert.equal(await result.locator("img, audio, video").count(), 0);
  assert.match(await result.innerText(), /(The recording of this answer kept|This sample answer names) only its kind/);
}

async function imageLoaded(result: Result): Promise<void> {
  const img = result.locator("img").first();
  await img.waitFor();
  await result
    .page()
    .waitForFunction(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
      await img.elementHandle(),
    );
}

/** One recorded exchange per output type (and per provider flow), run through the real widget and client. */
const WIDGET_CASES: WidgetCase[] = [
  {
    model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
    kind: "labels",
    check: contains(/^POSITIVE\s+99\.99%/),
  },
  { model: "facebook/bart-large-mnli", kind: "labels", check: contains(/^refund\s+87\.8%/) },
  {
    model: "google/vit-base-patch16-224",
    kind: "labels",
    check: contains(/^cheetah, chetah, Acinonyx jubatus\s+99\.8%/),
  },
  { model: "openai/clip-vit-large-patch14-336", kind: "labels", check: contains(/^animal\s+96\.4%/) },
  { model: "superb/hubert-large-superb-er", kind: "labels", check: contains(/^neu\s+59\.3%/) },
  {
    model: "sentence-transformers/paraphrase-xlm-r-multilingual-v1",
    kind: "labels",
    check: contains(/That is a very happy person\s+93\.8%/),
  },
  { model: "impira/layoutlm-document-qa", kind: "labels", check: contains(/^us-001\s+60\.4%/) },
  { model: "dandelin/vilt-b32-finetuned-vqa", kind: "labels", check: contains(/^2\s+51\.7%/) },
  {
    model: "google/pegasus-xsum",
    kind: "text",
    check: contains(/The Eiffel Tower is one of the most famous buildings in the world\./),
  },
  { model: "google-t5/t5-base", kind: "text", check: contains(/Wolfgang/) },
  { model: "openai-community/gpt2", kind: "text", check: contains(/one plus two equals/) },
  { model: "nlpconnect/vit-gpt2-image-captioning", kind: "text", check: contains(/giraffe/) },
  {
    model: "openai/whisper-large-v3-turbo",
    kind: "text",
    check: contains(/he has grave doubts whether sir frederick leighton/),
  },
  {
    model: "facebook/wav2vec2-large-960h-lv60-self",
    kind: "text",
    check: contains(/GOING ALONG SLUSHY COUNTRY ROADS/),
  },
  { model: "meta-llama/Llama-3.2-3B", kind: "text", check: contains(/1\. 2\. 3\./) },
  {
    model: "meta-llama/Llama-3.1-8B-Instruct",
    kind: "chat",
    check: async (result) => {
      assert.match(await result.locator(".chat-assistant").innerText(), /This is a test\./);
      assert.equal(await result.locator(".cursor").count(), 0, "the stream has ended");
    },
  },
  {
    model: "black-forest-labs/FLUX.1-schnell",
    kind: "image",
    check: async (result) => {
      await imageLoaded(result);
      assert.match(await result.innerText(), /image\/jpeg/);
    },
  },
  {
    model: "openfree/flux-chatgpt-ghibli-lora",
    kind: "image",
    check: async (result) => {
      await imageLoaded(result);
      assert.match(await result.innerText(), /image\/jpeg · \d+\.\d KB/);
    },
  },
  { model: "lllyasviel/sd-controlnet-canny", kind: "kept-type", keptOnly: "image/jpeg", check: noMedia },
  { model: "espnet/kan-bayashi_ljspeech_vits", kind: "kept-type", keptOnly: "audio/flac", check: noMedia },
  { model: "hexgrad/Kokoro-82M", kind: "kept-type", keptOnly: "audio/x-wav", check: noMedia },
  {
    model: "speechbrain/sepformer-wham",
    kind: "audio",
    check: async (result) => {
      await result.locator("audio").first().waitFor();
      assert.match(await result.innerText(), /label_0/);
    },
  },
  {
    model: "facebook/detr-resnet-50",
    kind: "boxes",
    check: async (result) => {
      await result.locator(".box").first().waitFor();
      assert.equal(await result.locator(".box").count(), 6);
      assert.match(await result.locator(".box").first().innerText(), /^cat 99\.\d%/);
    },
  },
  {
    model: "facebook/detr-resnet-50-panoptic",
    kind: "masks",
    check: async (result, page) => {
      assert.equal(await result.locator(".mask").count(), 7);
      const toggle = result.getByRole("button", { name: /LABEL_199/ });
      await toggle.click();
      assert.equal(await toggle.getAttribute("aria-pressed"), "false");
      assert.equal(await result.locator(".mask").count(), 6);
      await toggle.click();
      await page.waitForFunction(() => document.querySelectorAll(".mask").length === 7);
    },
  },
  {
    model: "google/tapas-base-finetuned-wtq",
    kind: "table",
    check: async (result) => {
      assert.match(await result.locator(".answer-line").innerText(), /AVERAGE > 36542/);
      assert.equal(await result.locator("td.cell-hit").innerText(), "36542");
    },
  },
  {
    model: "dbmdz/bert-large-cased-finetuned-conll03-english",
    kind: "entities",
    check: async (result) => {
      const marks = await result
        .locator("mark")
        .evaluateAll((nodes) => nodes.map((node) => [node.firstChild?.textContent, node.getAttribute("data-mark")]));
      assert.deepEqual(marks, [
        ["Sarah Jessica Parker", "PER"],
        ["Jessica", "PER"],
      ]);
    },
  },
  {
    model: "google-bert/bert-base-uncased",
    kind: "fill-mask",
    check: async (result) => {
      assert.equal(await result.locator("li").count(), 5);
      assert.match(await result.locator("li").first().innerText(), /world/);
    },
  },
  {
    model: "deepset/roberta-base-squad2",
    kind: "answer-span",
    check: async (result) => {
      assert.equal((await result.locator("mark").innerText()).replace(/answer$/, "").trim(), "Paris");
    },
  },
  {
    // A synthetic exchange (provider-tapes/synthetic-tapes.json): fal's queue, submit to download, replayed offline.
    model: "Wan-AI/Wan2.1-I2V-14B-480P",
    kind: "kept-type",
    keptOnly: "video/mp4",
    check: async (result, page) => {
      const widget = page.locator("section.widget");
      assert.equal(await widget.getByLabel("Prompt").inputValue(), "The cheetah turns its head and blinks");
      assert.match(await widget.locator(".media-picker, .input-form").first().innerText(), /cheetah\.png/);
      // The answer's video kept its type, not its bytes: the view says so instead of showing a broken player.
      await noMedia(result);
      await shot(page, "widget-image-to-video");
    },
  },
  {
    model: "facebook/bart-base",
    kind: "vectors",
    check: contains(/Embedding shape \[\d+(, \d+)*\]/),
  },
];

describe("try-it widgets against the local router", () => {
  for (const testCase of WIDGET_CASES) {
    it(`${testCase.model} → ${testCase.kind}`, async () => {
      const page = await open(`/${testCase.model}`);
      const widget = page.locator("section.widget");
      // The example with a recorded answer: a click puts it in the form and replays its answer.
      const example = widget.locator(".example-chip", { has: page.locator(".example-recorded") }).first();
      const title = await example.locator(".example-title").innerText();
      await example.click();
      const result = widget.locator(`.answer .widget-result[data-kind="${testCase.kind}"]`);
      await result.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
        const shown = await widget.locator(".error-box").allInnerTexts();
        throw new Error(`${error.message}\nWidget error: ${shown.join(" / ") || "none"}`);
      });
      await page.waitForFunction(() => !/arriving/.test(document.querySelector(".answer-caption")?.textContent ?? "x"));
      const caption = await widget.locator(".answer-caption").innerText();
      // A recording names its provider; the one synthetic demo (image-to-video) says it is a sample.
      assert.ok(caption.replace(/^Sample answer/, "Answer").startsWith(`Answer to the example “${title}”`), caption);
      assert.match(caption, /(, recorded from [\w-]+|documented shape: no recording of it exists) · \d+ ms$/);
      await testCase.check(result, page);
      if (testCase.keptOnly !== undefined) assert.ok((await result.innerText()).includes(`(${testCase.keptOnly})`));
      assert.deepEqual(problemsOf(page), []);
      if (["boxes", "masks", "chat", "table"].includes(testCase.kind)) {
        await shot(page, `widget-${testCase.kind}`);
      }
      await page.close();
    });
  }

  it("says when an input was not recorded, previews the request, and offers the real router", async () => {
    const page = await open("/google-bert/bert-base-uncased");
    const widget = page.locator("section.widget");
    await widget.getByText(/Run shows the answer hf-inference gave to the example/).waitFor();
    await widget.getByLabel("Input text").fill("Paris is the [MASK] of France.");
    await widget.getByText(/Nothing was recorded for your input with hf-inference/).waitFor();
    await widget.getByRole("button", { name: "Preview request" }).click();
    const preview = widget.getByRole("region", { name: "Request preview" });
    const text = await preview.innerText();
    assert.match(text, /POST https:\/\/router\.huggingface\.co\/hf-inference\/models\/google-bert\/bert-base-uncased/);
    assert.match(text, /authorization: Bearer hf_•••••/i);
    assert.match(text, /"inputs": "Paris is the \[MASK\] of France\."/);
    assert.equal(await widget.locator(".error-box").count(), 0);
    await widget.getByRole("button", { name: "Send with the real router…" }).click();
    await widget.getByText("To send this input through the real router, give your access token first.").waitFor();
    await page.close();
  });

  it("offers no Run when no provider serves the model", async () => {
    const page = await open("/hubkit-demo/transformers-without-type");
    const widget = page.locator("section.widget");
    await widget.getByText(/No inference provider serves this model/).waitFor();
    assert.equal(await widget.getByRole("button", { name: "Run" }).count(), 0);
    assert.equal(await widget.getByText("hf-inference (no mapping)").count(), 0);
    await page.close();
  });

  it("streams the chat reply event by event", async () => {
    const page = await open("/meta-llama/Llama-3.1-8B-Instruct");
    const widget = page.locator("section.widget");
    const partials: string[] = [];
    await page.exposeFunction("recordPartial", (text: string) => partials.push(text));
    await page.evaluate(() => {
      new MutationObserver(() => {
        const bubble = document.querySelector(".chat-assistant .chat-bubble");
        if (bubble)
          (window as unknown as { recordPartial: (t: string) => void }).recordPartial(bubble.textContent ?? "");
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await widget.getByRole("button", { name: "Run" }).click();
    await page.waitForFunction(() =>
      /recorded from cerebras · \d+ ms$/.test(document.querySelector(".answer-caption")?.textContent ?? ""),
    );
    const distinct = [...new Set(partials)].filter((text) => text !== "");
    assert.ok(distinct.length >= 3, `expected the reply to grow in steps, saw ${JSON.stringify(distinct)}`);
    assert.equal(distinct.at(-1), "This is a test.");
    await page.close();
  });
});

describe("chat-template playground", () => {
  it("renders a sample model's template live, and shows a broken one's error with line and column", async () => {
    // (Without ?model= the playground opens the catalogue's first model with a template, by name.)
    const page = await open("/playground/chat-template?model=meta-llama%2FLlama-3.1-8B-Instruct");
    const output = page.getByTestId("render-output");
    // The catalogue's templates arrive by fetch: until then the output is empty. Llama 3.1's is its real template,
    // with its tokenizer's special tokens.
    await textMatching(output, /^<\|begin_of_text\|><\|start_header_id\|>system<\|end_header_id\|>/);
    await textMatching(
      output,
      /<\|start_header_id\|>user<\|end_header_id\|>\n\nWhat is the capital of France\?<\|eot_id\|>/,
    );
    assert.equal(await page.getByLabel("eos_token").inputValue(), "<|eot_id|>");

    const picker = page.getByLabel("Load a model's template");
    // The published templates arrive by a fetch of their own, after the sample records.
    await page.waitForFunction(() => document.querySelectorAll("option[value^='real:']").length >= 80, undefined, {
      timeout: 10_000,
    });
    const values = await picker
      .locator("option")
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
    assert.ok(values.includes("model:Qwen/Qwen2.5-7B-Instruct"), values.join(", "));
    assert.ok(values.filter((value) => value.startsWith("real:")).length >= 80, "the published templates are offered");
    await picker.selectOption("model:Qwen/Qwen2.5-7B-Instruct");
    await page.waitForURL(/model=Qwen%2FQwen2\.5-7B-Instruct/);
    // The catalogue record carries Qwen's real template: the output is what transformers gives.
    assert.equal(await picker.inputValue(), "model:Qwen/Qwen2.5-7B-Instruct");
    await textMatching(output, /^<\|im_start\|>system\nYou are a helpful assistant\.<\|im_end\|>/);
    assert.equal(await page.getByLabel("eos_token").inputValue(), "<|im_end|>");

    // A real model's published template, rendered exactly as transformers would.
    await picker.selectOption("real:Qwen/Qwen2.5-7B-Instruct");
    await page.waitForURL(/template=Qwen%2FQwen2\.5-7B-Instruct/);
    const qwen =
      "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\nWhat is the capital of France?" +
      "<|im_end|>\n<|im_start|>assistant\nThe capital of France is Paris.<|im_end|>\n<|im_start|>user\nAnd of Italy?" +
      "<|im_end|>\n<|im_start|>assistant\n";
    assert.equal(await textMatching(output, /^<\|im_start\|>system/), qwen);
    assert.match(await page.locator(".field-hint").innerText(), /taken from huggingface\/huggingface\.js:/);
    // The choice is in the address: a reload shows the same template.
    await page.reload();
    assert.equal(await textMatching(output, /^<\|im_start\|>system/), qwen);
    assert.equal(await picker.inputValue(), "real:Qwen/Qwen2.5-7B-Instruct");
    // An address naming no published template says so and falls back to the starter template.
    await page.goto(new URL("/playground/chat-template?template=nobody%2Fnothing", page.url()).href);
    await page.getByText("No published template for nobody/nothing; showing a starter template.").waitFor();
    await textMatching(output, /^<\|system\|>\nYou are a helpful assistant\.\n<\|user\|>/);
    await page.goto(new URL("/playground/chat-template?template=Qwen%2FQwen2.5-7B-Instruct", page.url()).href);
    await textMatching(output, /^<\|im_start\|>system/);
    await shot(page, "playground");

    const template = page.getByLabel("Template", { exact: true });
    await typeInto(template, "{% for message in messages %}\n{{ message['content'] }}\n{% if %}\n{% endfor %}");
    const error = page.getByRole("alert");
    // Typing is key by key and the page renders the template deferred: until the last key's render, the alert and
    // the marks may describe a half-typed text. Wait for the state of the whole text: headline, line and mark agree.
    const deadline = Date.now() + 10_000;
    let seen: { headline: string; line: string; mark: string; marked: string };
    for (;;) {
      const headline = await textMatching(error, /Syntax error at line 3, column \d+/);
      const column = Number(/column (\d+)/.exec(headline)?.[1]);
      // The editor marks the error inside the text: its line, and the text from its column on.
      const marked = "{% if %}".slice(column - 1).split(" ")[0] ?? "";
      const line = await page
        .locator(".cm-error-line")
        .innerText()
        .catch(() => "");
      const mark = await page
        .locator(".cm-error-mark")
        .innerText()
        .catch(() => "");
      seen = { headline, line, mark, marked };
      if ((line === "{% if %}" && mark === marked) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(seen.line, "{% if %}", seen.headline);
    assert.equal(seen.mark, seen.marked, seen.headline);
    // The engine's excerpt under the message: the failing line after the one before it, a caret under the token.
    assert.equal(
      await page.locator(".error-excerpt").innerText(),
      ["2 | {{ message['content'] }}", "3 > {% if %}", "  |       ^^"].join("\n"),
    );
    assert.equal(await template.getAttribute("aria-invalid"), "true");
    await shot(page, "playground-error");

    await typeInto(template, "{% for message in messages %}[{{ message.role }}] {{ message.content }}\n{% endfor %}");
    await textMatching(output, /^\[system\] You are a helpful assistant\.\n\[user\] What is the capital of France\?/);

    const messages = page.getByLabel("Messages (JSON)");
    await typeInto(messages, '[\n  {"role": "user", "content": "hi"},\n]');
    await textMatching(error, /Messages are not valid JSON at line \d+, column \d+/);
    assert.deepEqual(problemsOf(page), []);

    // The nav's section address opens the playground too.
    await page.goto(new URL("/playground", page.url()).href);
    await page.getByRole("heading", { name: "Chat-template playground" }).waitFor();
    await textMatching(page.getByTestId("render-output"), /What is the capital of France\?/);
    await page.close();
  });
  it("loses no key typed while the machine is busy", async () => {
    const page = await open("/playground/chat-template?template=Qwen%2FQwen2.5-7B-Instruct");
    await textMatching(page.getByTestId("render-output"), /^<\|im_start\|>system/);
    const template = page.getByLabel("Template", { exact: true });
    const text = "{% for message in messages %}[{{ message.role }}] {{ message.content }}\n{% endfor %}";
    // Busy processes take the cores from the browser now and then, so keys arrive while the page is still applying
    // the previous one: the editor once put back the page's older text over a key typed in between (in 1 to 3 rounds of 12, before the fix).
    const busy = Array.from({ length: 6 }, () => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
    try {
      for (let round = 1; round <= 12; round++) {
        await typeInto(template, text);
        const rendered = textMatching(page.getByTestId("render-output"), /^\[system\] You are a helpful assistant\./);
        const shown = await rendered.catch((error: unknown) => String(error));
        assert.equal(await template.innerText(), text, `round ${round}`);
        assert.match(shown, /^\[system\]/);
      }
    } finally {
      for (const child of busy) child.kill();
    }
    assert.deepEqual(problemsOf(page), []);
    await page.close();
  });
});

describe("access token", () => {
  it("stays in memory unless the person opts in to remember it", async () => {
    const tokenContext = await harness.newContext();
    const page = await open("/google-bert/bert-base-uncased", tokenContext);
    const widget = page.locator("section.widget");
    await widget.locator("summary").click();
    await widget.getByLabel("Access token").fill("hf_e2e_token");
    await widget.getByLabel("Access token").blur();
    await widget.getByText("token set").waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("hubkit.accessToken")), null);

    await widget.getByLabel("Remember on this device").check();
    assert.equal(await page.evaluate(() => localStorage.getItem("hubkit.accessToken")), "hf_e2e_token");
    await page.reload();
    await widget.locator("summary").click();
    assert.equal(await widget.getByLabel("Access token").inputValue(), "hf_e2e_token");
    // With a hub token, the offline run still replays (routed through the local router).
    await widget.getByRole("button", { name: "Run" }).click();
    await widget.locator('.widget-result[data-kind="fill-mask"]').waitFor();

    await widget.getByLabel("Remember on this device").uncheck();
    assert.equal(await page.evaluate(() => localStorage.getItem("hubkit.accessToken")), null);
    await tokenContext.close();
  });
});

describe("catalogue pages", () => {
  it("tasks: every task with modality, colour and summary; a task page with subtasks, models and libraries", async () => {
    const page = await open("/tasks");
    await page.getByRole("heading", { name: "Natural Language Processing" }).waitFor();
    assert.ok((await page.locator(".task-card").count()) > 40);
    await page.locator(".task-card", { hasText: "Text Classification" }).first().click();
    await page.waitForURL(/\/tasks\/text-classification$/);
    await page.getByRole("heading", { name: "Subtasks" }).waitFor();
    const hero = await page.locator(".task-hero").innerText();
    assert.match(hero, /Natural Language Processing/);
    assert.doesNotMatch(hero, /colour:|in preparation/);
    await page.getByRole("heading", { name: "Libraries" }).waitFor();
    await page.locator(".model-card").first().waitFor();
    await shot(page, "task-page");
    assert.deepEqual(problemsOf(page), []);
    await page.close();
  });

  it("libraries: searchable, with links and filter flags", async () => {
    const page = await open("/libraries");
    await page.getByRole("heading", { name: "Libraries", level: 1 }).waitFor();
    const all = await page.locator(".library-card").count();
    assert.equal(all, ALL_MODEL_LIBRARY_KEYS.length, "every library of the catalogue has its card");
    await shot(page, "libraries");
    await page.getByRole("searchbox", { name: "Search libraries" }).fill("diffusers");
    await page.waitForFunction(() => document.querySelectorAll(".library-card").length < 10);
    const card = page.locator(".library-card", { has: page.getByRole("heading", { name: "Diffusers", exact: true }) });
    assert.match(await card.innerText(), /Browse models/);
    assert.doesNotMatch(await page.locator("main").innerText(), /not a filter|Downloads counted by/);
    assert.equal(
      await card.getByRole("link", { name: "Docs" }).getAttribute("href"),
      "https://huggingface.co/docs/hub/diffusers",
    );
    await page.getByRole("button", { name: "With snippets" }).click();
    assert.equal(await page.getByRole("button", { name: "With snippets" }).getAttribute("aria-pressed"), "true");
    assert.deepEqual(problemsOf(page), []);
    await page.close();
  });
});

describe("quality", () => {
  it("fits a phone: no horizontal scrolling on the main pages at 375 px", async () => {
    const phone = await harness.newContext({ width: 375, height: 800 });
    for (const [path, name] of [
      ["/", "phone-list"],
      ["/meta-llama/Llama-3.1-8B-Instruct", "phone-model-page"],
      ["/playground/chat-template", "phone-playground"],
      ["/playground/chat-template?template=ai21labs%2FAI21-Jamba-Large-1.6", "phone-playground-real-template"],
    ] as const) {
      const page = await open(path, phone);
      await page.locator("main h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} overflows by ${overflow}px`);
      await shot(page, name);
      await page.close();
    }
    await phone.close();
  });

  it("does not shift the layout when snippets and the widget load", async () => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/meta-llama/Llama-3.1-8B-Instruct");
    await page.locator(".snippet-panel .hljs-keyword").first().waitFor();
    await page.locator("section.widget").waitFor();
    await page.waitForLoadState("networkidle");
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    assert.ok(cls < 0.05, `cumulative layout shift ${cls}`);
    await page.close();
  });

  it("keeps a model page's initial JavaScript within 150 KB gzipped", () => {
    const { gzipBytes, files } = initialJsFor(STATIC_DIR, "src/pages/ModelPage.tsx");
    console.log(`model page initial JS: ${(gzipBytes / 1024).toFixed(1)} KB gzipped in ${files.length} files`);
    assert.ok(gzipBytes <= 150 * 1024, `${(gzipBytes / 1024).toFixed(1)} KB`);
  });
});
