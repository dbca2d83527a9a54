import { PIPELINE_DATA, type ModelData } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { snippetWarnings } from "../src/components/snippet-warnings.js";
import type { HubModel } from "../shared/hub-types.js";
import { widgetExamples } from "../shared/widget/defaults.js";
import { describeError } from "../src/widget/errors.js";
import { TASK_WIDGETS, widgetKeyOf } from "../shared/widget/task-table.js";
import { widgetProviders } from "../src/widget/Widget.js";
import { readFixtureJson } from "../../../test-support/fixtures.js";

const sample = readFixtureJson<{ models: HubModel[] }>("models-public.json").models;
const model = (overrides: Partial<HubModel>): HubModel => ({
  id: "org/model",
  inference: "",
  tags: [],
  downloads: 0,
  likes: 0,
  lastModified: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

describe("the task table", () => {
  it("has a widget for every pipeline tag of the sample catalogue (chat models use the chat widget)", () => {
    const missing = sample
      .map((m) => widgetKeyOf(m.pipeline_tag, m.tags))
      .filter((key): key is string => key !== undefined && TASK_WIDGETS[key] === undefined);
    // depth-estimation and text-ranking have no client method nor provider route in 3.8.1, so no widget.
    expect([...new Set(missing)].sort()).toEqual(["depth-estimation", "text-ranking"]);
  });

  it("keys only real pipeline types (plus conversational and the router's newer tasks)", () => {
    const newer = ["image-text-to-image", "image-text-to-video"];
    for (const key of Object.keys(TASK_WIDGETS)) {
      expect(key === "conversational" || newer.includes(key) || key in PIPELINE_DATA).toBe(true);
    }
  });

  it("routes conversational text-generation and image-text-to-text models to chat", () => {
    expect(widgetKeyOf("text-generation", ["conversational"])).toBe("conversational");
    expect(widgetKeyOf("image-text-to-text", ["conversational"])).toBe("conversational");
    expect(widgetKeyOf("text-generation", [])).toBe("text-generation");
    expect(widgetKeyOf(undefined, ["conversational"])).toBeUndefined();
  });

  it("gives media tasks a sample file, so each widget can run without an upload", () => {
    for (const [key, spec] of Object.entries(TASK_WIDGETS)) {
      if (spec && ["image", "image-question", "image-labels", "image-prompt", "audio"].includes(spec.input)) {
        expect(spec.sampleMedia, key).toBeDefined();
      }
    }
  });
});

describe("widget examples", () => {
  it("prefer the model's own widgetData", () => {
    const sd3 = sample.find((m) => m.id === "stabilityai/stable-diffusion-3-medium-diffusers")!;
    const [first] = widgetExamples(sd3, "text-to-image", TASK_WIDGETS["text-to-image"]!);
    expect(first).toMatchObject({
      source: "model example",
      input: { text: "a cat wearing a tiny wizard hat, studio lighting" },
    });
  });

  it("fall back to the task's default input, with the model's mask token", () => {
    const bert = model({ pipeline_tag: "fill-mask", mask_token: "<mask>" });
    const [first] = widgetExamples(bert, "fill-mask", TASK_WIDGETS["fill-mask"]!);
    expect(first).toMatchObject({ source: "task sample", input: { text: "Paris is the <mask> of France." } });
    const other = widgetExamples(
      model({ pipeline_tag: "fill-mask", mask_token: "[MASK]" }),
      "fill-mask",
      TASK_WIDGETS["fill-mask"]!,
    );
    expect(other[0]?.input.text).toBe("Paris is the [MASK] of France.");
  });

  it("turn a chat default into a user message", () => {
    const [first] = widgetExamples(
      model({ pipeline_tag: "text-generation", tags: ["conversational"] }),
      "conversational",
      TASK_WIDGETS.conversational!,
    );
    expect(first?.input.messages).toEqual([{ role: "user", content: "Hi, what can you help me with?" }]);
  });

  it("read structured examples: tables, sentences, candidate labels, media and parameters", () => {
    const iris = sample.find((m) => m.id === "scikit-learn/iris-knn")!;
    const [tabular] = widgetExamples(iris, "tabular-classification", TASK_WIDGETS["tabular-classification"]!);
    expect(tabular?.input.table).toEqual({
      sepal_length: ["5.1", "6.2"],
      sepal_width: ["3.5", "2.9"],
      petal_length: ["1.4", "4.3"],
      petal_width: ["0.2", "1.3"],
    });
    const mpnet = sample.find((m) => m.id === "sentence-transformers/all-mpnet-base-v2")!;
    const [sentences] = widgetExamples(mpnet, "sentence-similarity", TASK_WIDGETS["sentence-similarity"]!);
    expect(sentences?.input.sourceSentence).toBe("The cat sits outside");
    expect(sentences?.input.sentences).toHaveLength(3);
    const clip = model({
      widgetData: [{ src: "/media/cheetah.png", candidate_labels: "animal, toy, car" } as never],
      pipeline_tag: "zero-shot-image-classification",
    });
    const [zsic] = widgetExamples(
      clip,
      "zero-shot-image-classification",
      TASK_WIDGETS["zero-shot-image-classification"]!,
    );
    expect(zsic?.input).toMatchObject({
      candidateLabels: "animal, toy, car",
      media: { name: "cheetah.png", src: "/media/cheetah.png" },
    });
    const pegasus = model({ widgetData: [{ text: "t", parameters: { max_length: 100 } } as never] });
    expect(widgetExamples(pegasus, "summarization", TASK_WIDGETS.summarization!)[0]?.input.parameters).toEqual({
      max_length: 100,
    });
  });

  it("give image and audio tasks without examples a sample file", () => {
    const [first] = widgetExamples(
      model({ pipeline_tag: "object-detection" }),
      "object-detection",
      TASK_WIDGETS["object-detection"]!,
    );
    expect(first?.input.media).toEqual({ name: "cats.png", src: "/media/cats.png" });
    const [audio] = widgetExamples(
      model({ pipeline_tag: "audio-classification" }),
      "audio-classification",
      TASK_WIDGETS["audio-classification"]!,
    );
    expect(audio?.input.media?.src).toBe("/media/sample1.flac");
  });

  it("use the snippet sample for tasks without a default widget input", () => {
    const [first] = widgetExamples(
      model({ pipeline_tag: "text-to-image" }),
      "text-to-image",
      TASK_WIDGETS["text-to-image"]!,
    );
    expect(first?.source).toBe("task sample");
    expect(first?.input.text.length).toBeGreaterThan(0);
  });
});

describe("providers offered by a widget", () => {
  it("are the mapping entries for the widget's task, else every entry", () => {
    const mapping = {
      a: { status: "live" as const, providerId: "x", task: "conversational" },
      b: { status: "staging" as const, providerId: "y", task: "text-generation" },
    };
    expect(widgetProviders(mapping, "conversational")).toEqual(["a"]);
    expect(widgetProviders(mapping, "text-to-image")).toEqual(["a", "b"]);
    expect(widgetProviders({}, "conversational")).toEqual([]);
  });
});

describe("error descriptions", () => {
  it("show the provider's message in words, without the client's JSON quotes", () => {
    expect(describeError(new Error('"No recorded exchange for POST https://x"'))).toEqual({
      title: "The request failed",
      message: "No recorded exchange for POST https://x",
    });
    const output = new TypeError("Invalid inference output: Expected Array<{label: string, score: number}>.");
    output.name = "InferenceOutputError";
    expect(describeError(output).title).toBe("The answer did not have the expected shape");
    expect(describeError(new DOMException("The operation was aborted.", "AbortError")).title).toBe("Stopped");
    expect(describeError(new TypeError("Failed to fetch")).message).toMatch(/reachable/);
    expect(describeError("plain")).toEqual({ title: "The request failed", message: "plain" });
  });
});

describe("snippet warnings", () => {
  it.each([
    ["# ⚠️ Type of model unknown\nfrom transformers import AutoModel", ["⚠️ Type of model unknown"]],
    [
      "# ⚠️ Model filename not specified in config.json\nimport joblib",
      ["⚠️ Model filename not specified in config.json"],
    ],
    ["# interface not specified in config.json\nfrom speechbrain import X", ["interface not specified in config.json"]],
    ["# interface in config.json invalid", ["interface in config.json invalid"]],
    ["Task type is invalid.", ["Task type is invalid."]],
    ["Base model is not found.", ["Base model is not found."]],
    ["// ⚠️ Unknown pipeline tag\nimport { pipeline } from '@huggingface/transformers';", ["⚠️ Unknown pipeline tag"]],
    ["from transformers import pipeline\npipe = pipeline('x')", []],
  ])("%j", (snippet, expected) => {
    expect(snippetWarnings(snippet)).toEqual(expected);
  });

  it("find the warnings real library snippets produce for the sample models that lack config", async () => {
    const { MODEL_LIBRARIES_UI_ELEMENTS } = await import("@hubkit/tasks");
    const libraries = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, { snippets?: (m: ModelData) => string[] }>;
    const bare = model({ id: "org/bare", library_name: "transformers", pipeline_tag: "text-classification" });
    const warnings = (libraries.transformers?.snippets?.(bare) ?? []).flatMap(snippetWarnings);
    expect(warnings).toContain("⚠️ Type of model unknown");
  });
});
