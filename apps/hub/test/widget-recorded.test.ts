import { describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { widgetExamples } from "../shared/widget/defaults.js";
import { nextStep } from "../src/widget/next-step.js";
import {
  answerCaption,
  answerFor,
  describeInput,
  recordedExample,
  recordedProviders,
  sameInput,
  withRecordings,
  type Answer,
  type RunRequest,
  type WidgetExample,
} from "../shared/widget/recorded.js";
import { TASK_WIDGETS, widgetKeyOf } from "../shared/widget/task-table.js";
import { DEFAULT_CHAT_SETTINGS, EMPTY_INPUT, type WidgetInput } from "../shared/widget/types.js";
import { pageRecord } from "./widget-support.js";

/** The examples a model page's widget offers, with their recordings. */
async function examplesOf(id: string): Promise<{ model: HubModel; examples: WidgetExample[]; providers: string[] }> {
  const { model, mapping } = await pageRecord(id);
  const key = widgetKeyOf(model.pipeline_tag, model.tags)!;
  const spec = TASK_WIDGETS[key]!;
  const providers = Object.keys(mapping);
  return { model, providers, examples: withRecordings(model, spec, widgetExamples(model, key, spec), providers) };
}

const cheetah: WidgetInput = { ...EMPTY_INPUT, media: { name: "cheetah.png", src: "/media/cheetah.png" } };
const upload: WidgetInput = { ...EMPTY_INPUT, media: { name: "cats.jpg", src: "blob:http://app.test/8f2c" } };
const examples: WidgetExample[] = [
  {
    title: "Cheetah",
    input: cheetah,
    source: "model example",
    recorded: { provider: "hf-inference", streaming: false },
  },
];
const request = (input: WidgetInput, provider = "hf-inference", streaming = false): RunRequest => ({
  input,
  provider,
  streaming,
});
const answer = (input: WidgetInput, origin: Answer["origin"] = "recorded", provider = "hf-inference"): Answer => ({
  request: request(input, provider),
  result: { kind: "labels", items: [{ label: "cheetah", score: 0.998 }] },
  origin,
  elapsedMs: 120,
});

describe("which examples are recorded", () => {
  it("the demo records' own examples, with the provider that answered them", async () => {
    const vit = await examplesOf("google/vit-base-patch16-224");
    expect(vit.examples.map((e) => [e.title, e.input.media?.name, e.recorded])).toEqual([
      ["Cheetah", "cheetah.png", { provider: "hf-inference", streaming: false }],
    ]);
    const whisper = await examplesOf("openai/whisper-large-v3-turbo");
    expect(whisper.providers).toEqual(["hf-inference", "fal-ai"]);
    expect(whisper.examples[0]?.recorded).toEqual({ provider: "fal-ai", streaming: false });
    expect(recordedProviders(whisper.examples)).toEqual(["fal-ai"]);
  });

  it("a chat recording is a stream, as the chat widget sends by default; a streamed text generation says so itself", async () => {
    const chat = await examplesOf("meta-llama/Llama-3.1-8B-Instruct");
    expect(chat.examples[0]?.recorded).toEqual({ provider: "cerebras", streaming: true });
    const llama = await examplesOf("meta-llama/Llama-3.2-3B");
    expect(llama.examples[0]?.recorded).toEqual({ provider: "hf-inference", streaming: true });
  });

  it("no task default and no model without a recording is offered as recorded", async () => {
    const qwen = await examplesOf("Qwen/Qwen2.5-7B-Instruct");
    expect(qwen.examples.length).toBeGreaterThan(0);
    expect(qwen.examples.every((e) => e.recorded === undefined)).toBe(true);
    const sd3 = await examplesOf("stabilityai/stable-diffusion-3-medium-diffusers");
    expect(sd3.examples[0]?.source).toBe("model example");
    expect(sd3.examples.every((e) => e.recorded === undefined)).toBe(true);
  });

  it("the synthetic demo (no recording exists) is offered as a sample, and its answer says so", async () => {
    const wan = await examplesOf("Wan-AI/Wan2.1-I2V-14B-480P");
    expect(wan.examples[0]?.recorded).toEqual({ provider: "fal-ai", streaming: false, synthetic: true });
    const sampled: Answer = { ...answer(wan.examples[0]!.input, "recorded", "fal-ai") };
    expect(answerCaption(sampled, wan.examples)).toBe(
      "Sample answer to the example “A cheetah comes to life” (cheetah.png), in fal-ai's documented shape: no recording of it exists",
    );
    const vit = await examplesOf("google/vit-base-patch16-224");
    expect(vit.examples[0]?.recorded?.synthetic).toBeUndefined();
  });

  it("a recording's provider that the page does not offer (retired) makes nothing recorded", () => {
    const flux = {
      id: "black-forest-labs/FLUX.1-dev",
      inference: "",
      tags: [],
      downloads: 1,
      likes: 1,
      lastModified: "",
      pipeline_tag: "text-to-image",
      widgetData: [{ text: "A raccoon driving a truck" }],
      offlineDemo: { provider: "black-forest-labs", note: "" },
    } as HubModel;
    const spec = TASK_WIDGETS["text-to-image"]!;
    expect(withRecordings(flux, spec, widgetExamples(flux, "text-to-image", spec), []).some((e) => e.recorded)).toBe(
      false,
    );
  });

  it("a request is a recorded example only with the same input, provider and streaming", () => {
    expect(recordedExample(request(cheetah), examples)?.title).toBe("Cheetah");
    expect(recordedExample(request(cheetah, "fal-ai"), examples)).toBeUndefined();
    expect(recordedExample(request(cheetah, "hf-inference", true), examples)).toBeUndefined();
    // An upload is never a recorded example, whatever its name or bytes: the page replays only the sample file.
    expect(
      recordedExample(request({ ...EMPTY_INPUT, media: { name: "cheetah.png", src: "blob:x/1" } }), examples),
    ).toBe(undefined);
    expect(recordedExample(request({ ...cheetah, text: "x" }), examples)).toBeUndefined();
  });
});

describe("what clears a result", () => {
  it("an answer is shown only for the request it answers", () => {
    const shown = answer(cheetah);
    expect(answerFor(shown, request(cheetah))).toBe(shown);
    expect(answerFor(shown, request(upload))).toBeUndefined();
    expect(answerFor(shown, request(cheetah, "fal-ai"))).toBeUndefined();
    expect(answerFor(shown, request(cheetah, "hf-inference", true))).toBeUndefined();
    expect(answerFor(shown, request({ ...cheetah, candidateLabels: "cat" }))).toBeUndefined();
    expect(answerFor(undefined, request(cheetah))).toBeUndefined();
  });

  it("one character more is another input; field order, unset fields and empty chat settings are not", () => {
    const text: WidgetInput = { ...EMPTY_INPUT, text: "I like you." };
    expect(sameInput(text, { ...text, text: "I like you.." })).toBe(false);
    expect(sameInput(text, { ...text, text: "I like you. " })).toBe(false);
    const reordered = Object.fromEntries(Object.entries(text).reverse()) as unknown as WidgetInput;
    expect(sameInput(text, reordered)).toBe(true);
    expect(sameInput(text, { ...text, parameters: undefined })).toBe(true);
    expect(
      sameInput(text, {
        ...text,
        chat: { ...DEFAULT_CHAT_SETTINGS, systemPrompt: " ", temperature: "", maxTokens: "" },
      }),
    ).toBe(true);
    expect(
      sameInput(text, {
        ...text,
        chat: { ...DEFAULT_CHAT_SETTINGS, systemPrompt: "Be brief.", temperature: "", maxTokens: "" },
      }),
    ).toBe(false);
    expect(sameInput(text, { ...text, parameters: { seed: 0 } })).toBe(false);
    expect(sameInput(cheetah, { ...cheetah, media: { name: "cheetah.png", src: "/media/cats.png" } })).toBe(false);
  });
});

describe("every answer says which input it answers", () => {
  it("a recorded example, an own input that matched a recording, a live answer", () => {
    expect(answerCaption(answer(cheetah), examples)).toBe(
      "Answer to the example “Cheetah” (cheetah.png), recorded from hf-inference",
    );
    expect(answerCaption(answer(upload, "live", "fal-ai"), examples)).toBe(
      "Answer from fal-ai to your file “cats.jpg”, through the router",
    );
    const typed = { ...EMPTY_INPUT, text: "Hello" };
    expect(answerCaption(answer(typed, "live"), examples)).toBe(
      "Answer from hf-inference to your input, through the router",
    );
    expect(answerCaption(answer(cheetah, "live"), examples)).toBe(
      "Answer from hf-inference to the example “Cheetah” (cheetah.png), through the router",
    );
    expect(describeInput(upload, examples)).toBe("your file “cats.jpg”");
  });
});

describe("the next step for every provider choice", () => {
  const base = { target: "offline" as const, examples, tokenSet: false };
  it("a recorded example replays; anything else offline says why and offers preview and the real router", () => {
    expect(nextStep({ ...base, request: request(cheetah) })).toMatchObject({ kind: "replay" });
    expect(nextStep({ ...base, request: request(upload) })).toEqual({
      kind: "own-input",
      why: "edited",
      elsewhere: [],
    });
    expect(nextStep({ ...base, request: request(cheetah, "fal-ai") })).toEqual({
      kind: "own-input",
      why: "provider",
      elsewhere: ["hf-inference"],
    });
    expect(nextStep({ ...base, request: request(cheetah, "hf-inference", true) })).toMatchObject({ why: "streaming" });
    expect(nextStep({ ...base, examples: [], request: request(cheetah) })).toEqual({
      kind: "own-input",
      why: "none",
      elsewhere: [],
    });
  });

  it("the real router: Run sends, and asks for a token first when there is none", () => {
    expect(nextStep({ ...base, target: "real", request: request(cheetah) })).toEqual({ kind: "live", tokenSet: false });
    expect(nextStep({ ...base, target: "real", tokenSet: true, request: request(upload) })).toEqual({
      kind: "live",
      tokenSet: true,
    });
  });

  it("over the whole catalogue: the first example of every provider choice replays, or says why and what else", async () => {
    const { catalogueIds } = await import("./widget-support.js");
    const steps: Record<string, number> = {};
    let choices = 0;
    for (const id of await catalogueIds()) {
      const { model, mapping } = await pageRecord(id);
      const key = widgetKeyOf(model.pipeline_tag, model.tags);
      const spec = key === undefined ? undefined : TASK_WIDGETS[key];
      if (spec === undefined) continue;
      const offered = withRecordings(model, spec, widgetExamples(model, key!, spec), Object.keys(mapping));
      for (const provider of Object.keys(mapping)) {
        choices++;
        const first = offered.find((e) => e.recorded?.provider === provider) ?? offered[0]!;
        const step = nextStep({
          target: "offline",
          request: request(first.input, provider, first.recorded?.streaming ?? false),
          examples: offered,
          tokenSet: false,
        });
        const name = step.kind === "own-input" ? `own-input:${step.why}` : step.kind;
        steps[name] = (steps[name] ?? 0) + 1;
      }
    }
    console.log(`${choices} provider choices on the catalogue's widgets: ${JSON.stringify(steps)}`);
    expect(choices).toBeGreaterThanOrEqual(50);
    expect(Object.keys(steps).every((name) => ["replay", "own-input:provider", "own-input:none"].includes(name))).toBe(
      true,
    );
    expect(steps.replay).toBeGreaterThanOrEqual(25);
  });
});
