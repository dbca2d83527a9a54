import { describe, expect, it } from "vitest";
import { Template, format } from "../src/index.js";
import { corpusIndex, corpusTemplate } from "./corpus.js";
import { SCENARIOS } from "./fixtures/scenarios.js";
import { useFixedClock } from "./oracle/oracle.js";

useFixedClock();

function renderOrError(template: Template, context: Record<string, unknown>): string {
  try {
    return template.render(context);
  } catch (error) {
    return `<error ${(error as Error).name}>`;
  }
}

describe("format", () => {
  it("puts one tag per line, indented by nesting, with literal text as string literals where whitespace matters", () => {
    const source =
      "{% for m in messages %}{% if m.role == 'user' %}User: {{ m.content }}\n{% else %}{{ m.content|trim }}{% endif %}{% endfor %}";
    expect(format(source)).toBe(
      [
        "{%- for m in messages -%}",
        "    {%- if m.role == 'user' -%}",
        "        {{- 'User: ' -}}",
        "        {{- m.content -}}",
        "        {{- '\\n' -}}",
        "    {%- else -%}",
        "        {{- m.content | trim -}}",
        "    {%- endif -%}",
        "{%- endfor -%}",
      ].join("\n"),
    );
  });

  it("takes an indent width or string, like the counterpart's Template.format({ indent })", () => {
    const source = "{% if a %}{{ b }}{% endif %}";
    expect(format(source, { indent: 2 })).toBe("{%- if a -%}\n  {{- b -}}\n{%- endif -%}");
    expect(new Template(source).format({ indent: "\t" })).toBe("{%- if a -%}\n\t{{- b -}}\n{%- endif -%}");
  });

  it.each([
    ["{{ (a + b) * c }}", "{{- (a + b) * c -}}"],
    ["{{ a + b * c }}", "{{- a + b * c -}}"],
    ["{{ -(x|abs) }}", "{{- -(x | abs) -}}"],
    ["{{ (a if b else c)|upper }}", "{{- (a if b else c) | upper -}}"],
    ["{{ not (a and b) }}", "{{- not (a and b) -}}"],
    ["{{ (x is defined) in y }}", "{{- (x is defined) in y -}}"],
    ["{{ x is divisibleby 3 }}", "{{- x is divisibleby(3) -}}"],
    ["{{ f(1, *xs, k=2, **kw) }}", "{{- f(1, k=2, *xs, **kw) -}}"],
    ["{{ d['k'].x[1:-1:2] }}", "{{- d['k'].x[1:-1:2] -}}"],
    ["{{ ('a',) }}", "{{- ('a',) -}}"],
    ["{{ 1.0 }}{{ 1e-05 }}", "{{- 1.0 -}}\n{{- 1e-05 -}}"],
  ])("prints %s with the brackets precedence needs", (source, expected) => {
    expect(format(source)).toBe(expected);
  });

  it("prints every statement form", () => {
    const source =
      "{% set x = 1 %}{% set a, b = 1, 2 %}{% set ns.v = 2 %}{% set blk | upper %}t{% endset %}" +
      "{% macro m(p, q='d') %}{{ caller() }}{% endmacro %}{% call(y) m(1) %}{{ y }}{% endcall %}" +
      "{% filter upper %}f{% endfilter %}{% with w = 1 %}{{ w }}{% endwith %}{% generation %}g{% endgeneration %}" +
      "{% for i in xs recursive %}{% break %}{% continue %}{% else %}e{% endfor %}{# note #}{% raw %}{{ raw }}{% endraw %}";
    expect(format(source).split("\n")).toEqual([
      "{%- set x = 1 -%}",
      "{%- set a, b = (1, 2) -%}",
      "{%- set ns.v = 2 -%}",
      "{%- set blk | upper -%}",
      "    t",
      "{%- endset -%}",
      "{%- macro m(p, q='d') -%}",
      "    {{- caller() -}}",
      "{%- endmacro -%}",
      "{%- call(y) m(1) -%}",
      "    {{- y -}}",
      "{%- endcall -%}",
      "{%- filter upper -%}",
      "    f",
      "{%- endfilter -%}",
      "{%- with w = 1 -%}",
      "    {{- w -}}",
      "{%- endwith -%}",
      "{%- generation -%}",
      "    g",
      "{%- endgeneration -%}",
      "{%- for i in xs recursive -%}",
      "    {%- break -%}",
      "    {%- continue -%}",
      "{%- else -%}",
      "    e",
      "{%- endfor -%}",
      "{#- note -#}",
      "{{- '{{ raw }}' -}}",
    ]);
  });

  it("is idempotent and keeps every corpus template's output for every scenario", () => {
    for (const { file } of corpusIndex()) {
      const source = corpusTemplate(file);
      const formatted = format(source);
      expect(format(formatted), file).toBe(formatted);
      const original = new Template(source);
      const reformatted = new Template(formatted);
      for (const scenario of SCENARIOS) {
        expect(renderOrError(reformatted, scenario.context), `${file} / ${scenario.name}`).toBe(
          renderOrError(original, scenario.context),
        );
      }
    }
  }, 60_000);
});
