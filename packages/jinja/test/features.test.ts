import { describe, expect, it } from "vitest";
import { Template, TemplateError } from "../src/index.js";
import { FEATURES, type FeatureRow } from "./fixtures/features.js";
import { renderWithJinja2, useFixedClock } from "./oracle/oracle.js";

useFixedClock();

function render(row: FeatureRow): string {
  return new Template(row.template).render(row.context ?? {});
}

describe.each(Object.entries(FEATURES))("%s", (_group, rows) => {
  it.each(rows.map((row) => [row.template, row] as const))("%s", (_template, row) => {
    if (typeof row.expected === "string") {
      expect(render(row)).toBe(row.expected);
    } else {
      expect(() => render(row)).toThrow(TemplateError);
    }
  });
});

describe("the feature table", () => {
  const rows = Object.values(FEATURES).flat();

  it("is what Python jinja2 renders, row for row", () => {
    const reference = renderWithJinja2(rows.map((row) => ({ template: row.template, context: row.context ?? {} })));
    const disagreements = rows.flatMap((row, i) => {
      const ref = reference[i];
      const ok = typeof row.expected === "string" ? ref?.ok === true && ref.output === row.expected : ref?.ok === false;
      return ok ? [] : [{ template: row.template, expected: row.expected, jinja2: ref }];
    });
    expect(disagreements).toEqual([]);
  }, 60_000);

  it("covers every filter, test and statement the issue lists", () => {
    const all = rows.map((r) => r.template).join("\n");
    const filters =
      "abs attr batch capitalize center count default d dictsort escape e first float format groupby indent int items join last length list lower map max min reject rejectattr replace reverse round safe select selectattr slice sort string sum title tojson trim truncate unique upper wordcount";
    for (const f of filters.split(" ")) expect(all, `filter ${f}`).toMatch(new RegExp(`\\|\\s*${f}\\b`));
    const tests =
      "defined undefined none boolean true false number integer float string mapping iterable sequence callable odd even divisibleby equalto eq == ne lt le gt ge in lower upper sameas";
    for (const t of tests.split(" ")) expect(all, `test ${t}`).toContain(`is ${t}`);
    const tags =
      "if elif else for endfor set endset macro call filter generation raw with break continue namespace cycler joiner";
    for (const tag of tags.split(" ")) expect(all, `construct ${tag}`).toContain(tag);
  });
});
