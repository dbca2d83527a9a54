import { beforeAll, describe, expect, it } from "vitest";
import { Template, TemplateError } from "../src/index.js";
import { corpusIndex, corpusTemplate } from "./corpus.js";
import { MORE_SCENARIOS, SCENARIOS as BASE_SCENARIOS } from "./fixtures/scenarios.js";
import { renderWithJinja2, useFixedClock, type OracleResult } from "./oracle/oracle.js";

useFixedClock();

const SCENARIOS = [...BASE_SCENARIOS, ...MORE_SCENARIOS];

const files = corpusIndex().map((e) => e.file);
const cases = files.flatMap((file) => {
  const template = corpusTemplate(file);
  return SCENARIOS.map((s) => ({ file, scenario: s.name, template, context: s.context }));
});

describe("chat-template corpus x extra scenarios, against Python jinja2", () => {
  let reference: OracleResult[] = [];
  beforeAll(() => {
    reference = renderWithJinja2(cases.map(({ template, context }) => ({ template, context })));
  }, 120_000);

  it("has a reference for every case", () => {
    expect(reference).toHaveLength(files.length * SCENARIOS.length);
  });

  describe.each(files)("%s", (file) => {
    const template = new Template(corpusTemplate(file));
    it.each(SCENARIOS.map((s) => s.name))("%s", (name) => {
      const index = cases.findIndex((c) => c.file === file && c.scenario === name);
      const expected = reference[index] as OracleResult;
      const context = SCENARIOS.find((s) => s.name === name)?.context ?? {};
      if (expected.ok) {
        expect(template.render(context)).toBe(expected.output);
      } else {
        let thrown: unknown;
        try {
          template.render(context);
        } catch (error) {
          thrown = error;
        }
        expect(thrown, `jinja2 raised ${expected.error}`).toBeInstanceOf(TemplateError);
      }
    });
  });
});
