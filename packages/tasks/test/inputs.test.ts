import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { PIPELINE_TYPES, type PipelineType } from "../src/pipelines.js";
import { getModelInputSnippet, type ModelDataMinimal } from "../src/snippets/index.js";
import type { WidgetExample } from "../src/widget-example.js";

interface PerPipelineReference {
  default: string;
  noWrap: string;
  noQuotes: string;
  noWrapNoQuotes: string;
  returnType: string;
}

interface SampleInputsReference {
  modelInputSnippet: {
    probeModelRecord: { id: string; tags: string[]; mask_token: string };
    fallbackForUnknownPipeline: string;
    noPipelineTag: string;
    pipelinesWithoutSample: string[];
    perPipeline: Record<string, PerPipelineReference>;
    laterSamples: { perPipeline: Record<string, PerPipelineReference> };
    conversational: Record<string, unknown>;
    fillMaskMaskToken: { mask_token: string; result: string }[];
    widgetDataIgnored: { probe: { pipeline_tag: PipelineType; widgetData: WidgetExample[] }; result: string };
  };
}

const reference = readFixtureJson<SampleInputsReference>("sample-inputs.json").modelInputSnippet;
const FALLBACK = reference.fallbackForUnknownPipeline;
const CHAT_TASKS = ["text-generation", "image-text-to-text"] as const;

function probe(pipeline_tag: PipelineType | undefined, extra: Partial<ModelDataMinimal> = {}): ModelDataMinimal {
  return { ...reference.probeModelRecord, inference: "", pipeline_tag, ...extra };
}

/** The four calls the reference records, keyed as the reference keys them. */
function allModes(model: ModelDataMinimal) {
  return {
    default: getModelInputSnippet(model),
    noWrap: getModelInputSnippet(model, true),
    noQuotes: getModelInputSnippet(model, false, true),
    noWrapNoQuotes: getModelInputSnippet(model, true, true),
  };
}

function expectedModes(tag: string) {
  // Samples the counterpart added after 0.18 (image-to-video) take the place of 0.18's fallback.
  const row = reference.laterSamples.perPipeline[tag] ?? reference.perPipeline[tag];
  if (row === undefined) {
    return { default: FALLBACK, noWrap: FALLBACK, noQuotes: FALLBACK, noWrapNoQuotes: FALLBACK };
  }
  const { returnType: _returnType, ...modes } = row;
  return modes;
}

describe("getModelInputSnippet: reference results for every pipeline tag", () => {
  it("the reference covers every pipeline type exactly once (with a sample or as falling back)", () => {
    // Samples added after 0.18 cover 0.18's sample-less types (image-to-video) and the types added since.
    const later = Object.keys(reference.laterSamples.perPipeline).filter(
      (tag) => !reference.pipelinesWithoutSample.includes(tag),
    );
    const covered = [...Object.keys(reference.perPipeline), ...reference.pipelinesWithoutSample, ...later];
    expect([...covered].sort()).toEqual([...PIPELINE_TYPES].sort());
    expect(new Set(covered).size).toBe(covered.length);
  });

  it.each(PIPELINE_TYPES)("%s: default, noWrap, noQuotes and both match the reference", (tag) => {
    expect(allModes(probe(tag))).toEqual(expectedModes(tag));
  });

  it.each(PIPELINE_TYPES)("%s: the model's own widgetData does not change the sample", (tag) => {
    const widgetData: WidgetExample[] = [
      { text: "My own widget text" },
      { src: "https://example.com/own.png", prompt: "own prompt" },
      { messages: [{ role: "user", content: "own chat" }] },
    ];
    const model = { ...probe(tag), widgetData } as ModelDataMinimal;
    expect(allModes(model)).toEqual(expectedModes(tag));
  });

  it("the recorded widgetData probe still gets the task default", () => {
    const { pipeline_tag, widgetData } = reference.widgetDataIgnored.probe;
    const model = { ...probe(pipeline_tag), widgetData } as ModelDataMinimal;
    expect(getModelInputSnippet(model)).toBe(reference.widgetDataIgnored.result);
  });

  it("a record without a pipeline tag gets the fallback text", () => {
    expect(getModelInputSnippet(probe(undefined))).toBe(reference.noPipelineTag);
  });
});

describe("getModelInputSnippet: the router's newer tasks (tags of hub records, not of 0.18's catalogue)", () => {
  it.each(["image-text-to-image", "image-text-to-video"])("%s: default, noWrap, noQuotes and both", (tag) => {
    const model = { ...reference.probeModelRecord, inference: "", pipeline_tag: tag } as ModelDataMinimal;
    expect(allModes(model)).toEqual(expectedModes(tag));
    expect(getModelInputSnippet(model)).toContain('"image": "cat.png"');
  });
});

describe("getModelInputSnippet: chat models", () => {
  it.each(CHAT_TASKS)("conversational %s models get the reference messages in every mode", (tag) => {
    const model = probe(tag, { tags: ["conversational"] });
    const messages = reference.conversational[tag];
    expect(Array.isArray(messages)).toBe(true);
    expect(allModes(model)).toEqual({
      default: messages,
      noWrap: messages,
      noQuotes: messages,
      noWrapNoQuotes: messages,
    });
  });

  it("returns a fresh copy each time, so a caller editing it cannot change the next result", () => {
    const model = probe("image-text-to-text", { tags: ["conversational"] });
    const first = getModelInputSnippet(model);
    if (typeof first === "string") {
      throw new Error("expected messages");
    }
    first[0]!.role = "assistant";
    first.push({ role: "user", content: "extra" });
    expect(getModelInputSnippet(model)).toEqual(reference.conversational["image-text-to-text"]);
  });

  it.each(PIPELINE_TYPES.filter((tag) => !(CHAT_TASKS as readonly string[]).includes(tag)))(
    "%s: a conversational tag does not turn other tasks into chats",
    (tag) => {
      expect(allModes(probe(tag, { tags: ["conversational"] }))).toEqual(expectedModes(tag));
    },
  );

  it("chat tasks without the conversational tag get the plain text prompt", () => {
    for (const tag of CHAT_TASKS) {
      expect(getModelInputSnippet(probe(tag, { tags: ["text-generation-inference"] }))).toBe(
        reference.perPipeline[tag]!.default,
      );
    }
  });

  it("a record without tags is treated as not conversational (the counterpart throws a TypeError)", () => {
    const model = { id: "org/model", inference: "", pipeline_tag: "text-generation" } as ModelDataMinimal;
    expect(getModelInputSnippet(model)).toBe(reference.perPipeline["text-generation"]!.default);
  });
});

describe("getModelInputSnippet: fill-mask and the model's mask token", () => {
  it.each(reference.fillMaskMaskToken)("mask token $mask_token", ({ mask_token, result }) => {
    // The reference writes "(absent)" for a record without a mask token.
    const model =
      mask_token === "(absent)" ? probe("fill-mask", { mask_token: undefined }) : probe("fill-mask", { mask_token });
    expect(getModelInputSnippet(model)).toBe(result);
  });

  it.each([
    {
      token: 'say "hi"',
      modes: {
        default: '"The answer to the universe is say "hi"."',
        noWrap: '"The answer to the universe is say "hi"."',
        noQuotes: 'The answer to the universe is say "hi".',
        noWrapNoQuotes: 'The answer to the universe is say "hi".',
      },
    },
    {
      token: "back\\slash\\",
      modes: {
        default: '"The answer to the universe is back\\slash\\."',
        noWrap: '"The answer to the universe is back\\slash\\."',
        noQuotes: "The answer to the universe is back\\slash\\.",
        noWrapNoQuotes: "The answer to the universe is back\\slash\\.",
      },
    },
    {
      token: "two\nlines",
      modes: {
        default: '"The answer to the universe is two\nlines."',
        noWrap: '"The answer to the universe is two lines."',
        noQuotes: "The answer to the universe is two\nlines.",
        noWrapNoQuotes: "The answer to the universe is two lines.",
      },
    },
    {
      token: "a\t\tb\r\n\tc\rd\n\n",
      modes: {
        default: '"The answer to the universe is a\t\tb\r\n\tc\rd\n\n."',
        noWrap: '"The answer to the universe is a b c d  ."',
        noQuotes: "The answer to the universe is a\t\tb\r\n\tc\rd\n\n.",
        noWrapNoQuotes: "The answer to the universe is a b c d  .",
      },
    },
    {
      token: "$(rm -rf /)`id`",
      modes: {
        default: '"The answer to the universe is $(rm -rf /)`id`."',
        noWrap: '"The answer to the universe is $(rm -rf /)`id`."',
        noQuotes: "The answer to the universe is $(rm -rf /)`id`.",
        noWrapNoQuotes: "The answer to the universe is $(rm -rf /)`id`.",
      },
    },
  ])("keeps the token $token verbatim (escaping is the snippet printer's job)", ({ token, modes }) => {
    expect(allModes(probe("fill-mask", { mask_token: token }))).toEqual(modes);
  });

  it("prints null and empty tokens as the counterpart does", () => {
    expect(getModelInputSnippet(probe("fill-mask", { mask_token: null as unknown as string }))).toBe(
      '"The answer to the universe is null."',
    );
    expect(getModelInputSnippet(probe("fill-mask", { mask_token: "" }))).toBe('"The answer to the universe is ."');
  });

  it("noWrap leaves no line break or tab, and noQuotes only drops the outer quotes, for any token", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (token) => {
        const model = probe("fill-mask", { mask_token: token });
        const wrapped = getModelInputSnippet(model) as string;
        const flat = getModelInputSnippet(model, true) as string;
        expect(flat).not.toMatch(/[\r\n\t]/);
        expect(getModelInputSnippet(model, false, true)).toBe(wrapped.slice(1, -1));
        expect(getModelInputSnippet(model, true, true)).toBe(flat.slice(1, -1));
      }),
    );
  });
});

describe("getModelInputSnippet: untrusted records", () => {
  it("ignores the id: quotes, backslashes and newlines in it never reach the sample", () => {
    for (const id of ['org/"quoted"', "org\\back", "org/line\nbreak", "$(touch /tmp/x)"]) {
      for (const tag of PIPELINE_TYPES) {
        expect(allModes(probe(tag, { id }))).toEqual(expectedModes(tag));
      }
    }
  });

  it.each([
    "constructor",
    "__proto__",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "",
    "not-a-task",
    "TEXT-CLASSIFICATION",
  ])("an unknown tag %j falls back instead of reaching Object.prototype", (tag) => {
    const model = probe(tag as PipelineType, { tags: ["conversational"] });
    expect(allModes(model)).toEqual({
      default: FALLBACK,
      noWrap: FALLBACK,
      noQuotes: FALLBACK,
      noWrapNoQuotes: FALLBACK,
    });
  });

  it("a non-string tag falls back", () => {
    expect(getModelInputSnippet(probe(42 as unknown as PipelineType))).toBe(FALLBACK);
  });

  it.each([null, undefined, "org/model", 3])("rejects %j with an error naming the argument", (model) => {
    expect(() => getModelInputSnippet(model as unknown as ModelDataMinimal)).toThrow(
      /getModelInputSnippet: expected a model record/,
    );
  });
});
