import { describe, expect, it } from "vitest";
import { TemplateSyntaxError, tokenize, type PreprocessOptions, type Token } from "../src/index.js";

const kinds = (tokens: Token[]) => tokens.map((t) => `${t.type}:${t.value}`);
const texts = (source: string, options: PreprocessOptions = { trim_blocks: true, lstrip_blocks: true }) =>
  tokenize(source, options)
    .filter((t) => t.type === "text")
    .map((t) => t.value);

describe("tokenize", () => {
  it("splits text, tags and the tokens inside them, with offsets", () => {
    const tokens = tokenize("Hi {{ name|upper }}!{% if x %}{% endif %}");
    expect(kinds(tokens)).toEqual([
      "text:Hi ",
      "variable_begin:{{",
      "name:name",
      "operator:|",
      "name:upper",
      "variable_end:}}",
      "text:!",
      "block_begin:{%",
      "name:if",
      "name:x",
      "block_end:%}",
      "block_begin:{%",
      "name:endif",
      "block_end:%}",
      "eof:",
    ]);
    expect(tokens[2]).toMatchObject({ start: 6, end: 10 });
  });

  it.each([
    ["{{ 1 }}", "integer:1"],
    ["{{ 0x1F }}", "integer:0x1F"],
    ["{{ 1_000 }}", "integer:1_000"],
    ["{{ 2.5 }}", "float:2.5"],
    ["{{ 1e3 }}", "float:1e3"],
    ["{{ 'a\\nb' }}", "string:a\nb"],
    ['{{ "q\\"x" }}', 'string:q"x'],
    ["{{ a // b }}", "operator://"],
    ["{{ a ** b }}", "operator:**"],
    ["{{ a != b }}", "operator:!="],
    ["{{ ünï }}", "name:ünï"],
  ])("%s contains %s", (source, token) => {
    expect(kinds(tokenize(source))).toContain(token);
  });

  it("keeps braces inside tags balanced, so }} can close a dict", () => {
    expect(kinds(tokenize("{{ {'a': {'b': 1}} }}")).filter((k) => k.startsWith("operator"))).toEqual([
      "operator:{",
      "operator::",
      "operator:{",
      "operator::",
      "operator:}",
      "operator:}",
    ]);
  });

  it("normalises newlines and drops one trailing newline, as jinja2 does", () => {
    expect(texts("a\r\nb\rc\n")).toEqual(["a\nb\nc"]);
    expect(texts("a\n\n")).toEqual(["a\n"]);
    expect(texts("a\n", { trim_blocks: false, lstrip_blocks: false })).toEqual(["a"]);
  });

  it("passes raw blocks through as text and drops comments from the text", () => {
    expect(texts("{% raw %}{{ x }}{% endraw %}")).toEqual(["{{ x }}"]);
    expect(kinds(tokenize("a{# note #}b"))).toEqual(["text:a", "comment: note ", "text:b", "eof:"]);
  });

  describe("whitespace control", () => {
    it.each([
      ["`-` strips all whitespace before a tag", "a \n {%- if true %}b{% endif %}", ["a", "b"]],
      ["`-` strips all whitespace after a tag", "{% if true -%} \n b{% endif %}", ["b"]],
      ["trim_blocks removes the first newline after a block tag", "{% if true %}\nb{% endif %}", ["b"]],
      ["trim_blocks leaves a second newline", "{% if true %}\n\nb{% endif %}", ["\nb"]],
      ["`+%}` keeps the newline", "{% if true +%}\nb{% endif %}", ["\nb"]],
      ["lstrip_blocks strips indentation before a block tag", "a\n    {% if true %}b{% endif %}", ["a\n", "b"]],
      ["`{%+` keeps the indentation", "a\n    {%+ if true %}b{% endif %}", ["a\n    ", "b"]],
      ["lstrip_blocks does not touch output tags", "a\n  {{ 1 }}", ["a\n  "]],
      ["lstrip_blocks needs only whitespace before the tag", "a  {% if true %}b{% endif %}", ["a  ", "b"]],
      ["comments are trimmed like blocks", "a\n  {# c #}\nb", ["a\n", "b"]],
    ])("%s", (_name, source, expected) => {
      expect(texts(source)).toEqual(expected);
    });

    it("applies nothing by default (the counterpart's tokenize options)", () => {
      expect(texts("{% if true %}\n  x{% endif %}", {})).toEqual(["\n  x"]);
    });
  });

  it.each([
    ["{# never closed", "Missing end of comment tag"],
    ["{% raw %} never closed", "Missing end of raw directive"],
    ["{{ a ) }}", "Unexpected ')'"],
    ["{{ (a] }}", "Unexpected ']', expected ')'"],
    ["{{ a @ b }}", 'Unexpected character "@"'],
    ["{{ '\\x4' }}", "Truncated"],
  ])("rejects %j: %s", (source, message) => {
    expect(() => tokenize(source)).toThrow(TemplateSyntaxError);
    expect(() => tokenize(source)).toThrow(message);
  });

  it("reports the line and column of a lexing error", () => {
    try {
      tokenize("line one\n  {{ a @ b }}");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateSyntaxError);
      expect((error as TemplateSyntaxError).position).toEqual({ line: 2, column: 8 });
    }
  });
});
