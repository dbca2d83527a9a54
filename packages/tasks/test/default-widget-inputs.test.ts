import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { MAPPING_DEFAULT_WIDGET } from "../src/default-widget-inputs.js";
import { PIPELINE_TYPES_SET, type PipelineType } from "../src/pipelines.js";

interface DefaultWidgetReference {
  defaultWidgetInputs: { languages: string[]; byLanguage: Record<string, Record<string, unknown[]>> };
}

const reference = readFixtureJson<DefaultWidgetReference>("sample-inputs.json").defaultWidgetInputs;

describe("MAPPING_DEFAULT_WIDGET", () => {
  it("is keyed by language in the reference order", () => {
    expect(MAPPING_DEFAULT_WIDGET).toBeInstanceOf(Map);
    expect([...MAPPING_DEFAULT_WIDGET.keys()]).toEqual(reference.languages);
  });

  it.each(reference.languages)("%s: holds the reference examples per widget type, in order", (language) => {
    const perType = MAPPING_DEFAULT_WIDGET.get(language);
    expect(perType).toBeInstanceOf(Map);
    expect(Object.fromEntries(perType!)).toEqual(reference.byLanguage[language]);
    expect([...perType!.keys()]).toEqual(Object.keys(reference.byLanguage[language]!));
  });

  it("uses only pipeline types and the conversational widget as keys, with at least one example each", () => {
    for (const perType of MAPPING_DEFAULT_WIDGET.values()) {
      for (const [type, examples] of perType) {
        expect(type === "conversational" || PIPELINE_TYPES_SET.has(type as PipelineType)).toBe(true);
        expect(examples.length).toBeGreaterThan(0);
      }
    }
  });

  it("fill-mask examples hold the <mask> placeholder in every language", () => {
    for (const perType of MAPPING_DEFAULT_WIDGET.values()) {
      for (const example of perType.get("fill-mask") ?? []) {
        expect(example).toEqual(expect.stringContaining("<mask>"));
      }
    }
  });

  it("answers the lookups the widget makes", () => {
    expect(MAPPING_DEFAULT_WIDGET.get("en")?.get("text-classification")).toEqual(["I like you. I love you"]);
    expect(MAPPING_DEFAULT_WIDGET.get("xx")).toBeUndefined();
    expect(MAPPING_DEFAULT_WIDGET.get("de")?.get("fill-mask")).toBeUndefined();
  });
});
