import { describe, expect, it } from "vitest";
import { Template } from "../src/index.js";
import { corpusIndex, corpusTemplate, publicExpected, publicScenarios } from "./corpus.js";
import { useFixedClock } from "./oracle/oracle.js";

useFixedClock();

const expected = publicExpected();
const scenarios = publicScenarios();

describe("chat-template corpus: jinja2's published outputs", () => {
  it("covers every template in the index", () => {
    expect(Object.keys(expected).sort()).toEqual(
      corpusIndex()
        .map((e) => e.file)
        .sort(),
    );
  });

  describe.each(corpusIndex().map((e) => e.file))("%s", (file) => {
    const template = new Template(corpusTemplate(file));
    it.each(scenarios.map((s) => s.name))("%s", (name) => {
      const scenario = scenarios.find((s) => s.name === name);
      const reference = expected[file]?.[name];
      if (scenario === undefined || reference === undefined) throw new Error(`no reference for ${file} / ${name}`);
      if (reference.ok) expect(template.render(scenario.context)).toBe(reference.output);
      else expect(() => template.render(scenario.context)).toThrow();
    });
  });
});
