import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import type { ModelData } from "../src/model-data.js";
import { PIPELINE_TYPES_SET, type PipelineType } from "../src/pipelines.js";
import { getModelInputSnippet } from "../src/snippets/index.js";

interface SampleInputsReference {
  modelInputSnippet: {
    perPipeline: Record<string, { default: string }>;
    conversational: Record<string, unknown>;
    fallbackForUnknownPipeline: string;
  };
}

const { models } = readFixtureJson<{ models: ModelData[] }>("models-public.json");
const samples = readFixtureJson<SampleInputsReference>("sample-inputs.json").modelInputSnippet;

describe("ModelData and the public sample catalogue", () => {
  it.each(models.map((model) => [model.id, model] as const))("%s has the fields every consumer reads", (_id, model) => {
    expect(typeof model.id).toBe("string");
    expect(typeof model.inference).toBe("string");
    expect(Array.isArray(model.tags)).toBe(true);
    expect(model.tags.every((tag) => typeof tag === "string")).toBe(true);
    expect(PIPELINE_TYPES_SET.has(model.pipeline_tag as PipelineType)).toBe(true);
    if (model.transformersInfo !== undefined) {
      expect(typeof model.transformersInfo.auto_model).toBe("string");
    }
    for (const example of model.widgetData ?? []) {
      expect(typeof example).toBe("object");
    }
  });

  it.each(models.map((model) => [model.id, model] as const))(
    "%s gets its task's sample input, whatever its own widget examples say",
    (_id, model) => {
      const tag = model.pipeline_tag!;
      const chat = samples.conversational[tag];
      const expected =
        chat !== undefined && model.tags.includes("conversational")
          ? chat
          : model.mask_token !== undefined
            ? `"The answer to the universe is ${model.mask_token}."`
            : (samples.perPipeline[tag]?.default ?? samples.fallbackForUnknownPipeline);
      expect(getModelInputSnippet(model)).toEqual(expected);
    },
  );
});
