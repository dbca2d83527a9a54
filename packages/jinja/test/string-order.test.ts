import { describe, expect, it } from "vitest";
import { Template } from "../src/index.js";

// Python orders str by code point; JavaScript's < orders UTF-16 units. Checked against jinja2 3.1 on 2026-11-26.
describe("string ordering by code point", () => {
  const render = (source: string, context: Record<string, unknown>) => new Template(source).render(context);

  it("puts characters past U+FFFF after the rest of the BMP", () => {
    expect(render("{{ a > b }} {{ [a, b]|sort|join(',') }}", { a: "\u{1f600}", b: "\uffff" })).toBe(
      "True \uffff,\u{1f600}",
    );
  });

  it("orders a lone surrogate by its own code point", () => {
    // U+DFFF is below U+E000..U+FFFF and below every astral character, as in Python.
    const context = { lone: "\udfff", high: "\uffff", astral: "\u{1f600}" };
    expect(render("{{ high > lone }} {{ astral > lone }} {{ lone < 'x' }}", context)).toBe("True True False");
    expect(render("{{ [astral, high, lone]|sort|join(',') }}", context)).toBe("\udfff,\uffff,\u{1f600}");
  });

  it("sorts a prefix first and equal strings as equal", () => {
    expect(render("{{ 'ab' < 'abc' }} {{ 'abc' <= 'abc' }} {{ 'b' > 'abc' }}", {})).toBe("True True True");
  });
});
