import { describe, expect, it } from "vitest";
import { TemplateSyntaxError, positionAt } from "../src/errors.js";
import { Template, TemplateError, TemplateRaisedError, TemplateRuntimeError } from "../src/index.js";

describe("positionAt", () => {
  it.each([
    ["abc", 0, 1, 1],
    ["abc", 2, 1, 3],
    ["a\nbc", 2, 2, 1],
    ["a\nb\n\ncd", 6, 4, 2],
  ])("%j at %i is line %i column %i", (source, offset, line, column) => {
    expect(positionAt(source, offset)).toEqual({ line, column });
  });
});

describe("TemplateSyntaxError", () => {
  it("names what was expected and where", () => {
    const error = new TemplateSyntaxError("Expected '%}'", { line: 3, column: 7 });
    expect(error.message).toBe("Expected '%}' (line 3, column 7)");
    expect(error).toBeInstanceOf(Error);
  });
});

describe("runtime errors name the operation, the types and the line", () => {
  it.each([
    ["{{ 1 + [] }}", {}, "TemplateRuntimeError", "unsupported operand type(s) for +: 'int' and 'list' (line 1)"],
    ["{{ x + 1 }}", { x: "a" }, "TemplateRuntimeError", `can only concatenate str (not "int") to str (line 1)`],
    ["\n\n{{ x.y.z }}", { x: {} }, "UndefinedError", "'dict object' has no attribute 'y' (line 3)"],
    ["{{ missing.attr }}", {}, "UndefinedError", "'missing' is undefined (line 1)"],
    ["{{ x() }}", { x: 1 }, "TemplateRuntimeError", "'int' object is not callable (line 1)"],
    [
      "{{ x < 1 }}",
      { x: "a" },
      "TemplateRuntimeError",
      "'<' not supported between instances of 'str' and 'int' (line 1)",
    ],
    ["{% for a in x %}{% endfor %}", { x: 5 }, "TemplateRuntimeError", "'int' object is not iterable (line 1)"],
    ["{{ x / 0 }}", { x: 1 }, "TemplateRuntimeError", "division by zero (line 1)"],
    ["{{ x|length }}", { x: 5 }, "TemplateRuntimeError", "object of type 'int' has no len() (line 1)"],
    [
      "{% for a, b in x %}{% endfor %}",
      { x: [[1, 2, 3]] },
      "TemplateRuntimeError",
      "too many values to unpack (expected 2) (line 1)",
    ],
    [
      "{{ x|tojson }}",
      { x: { f: () => 1 } },
      "TemplateRuntimeError",
      "Object of type function is not JSON serializable (line 1)",
    ],
    ["{% set x.y = 1 %}", { x: 1 }, "TemplateRuntimeError", "cannot assign attribute on non-namespace object (line 1)"],
    [
      "{{ x.append(1) }}",
      { x: [] },
      "SecurityError",
      "access to attribute 'append' of 'list' object is unsafe. (line 1)",
    ],
  ])("%j", (source, context, name, message) => {
    let caught: unknown;
    try {
      new Template(source).render(context);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TemplateRuntimeError);
    expect((caught as Error).name).toBe(name);
    expect((caught as Error).message).toBe(message);
  });

  it("raise_exception throws the template's own message, unchanged, and keeps the line separately", () => {
    const template = new Template(
      "{% if messages|length == 0 %}\n{{ raise_exception('No messages given!') }}{% endif %}",
    );
    try {
      template.render({ messages: [] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TemplateRaisedError);
      expect((error as TemplateRaisedError).message).toBe("No messages given!");
      expect((error as TemplateRaisedError).line).toBe(2);
    }
  });

  it("wraps a failing context function instead of letting its JavaScript error out", () => {
    const boom = () => {
      throw new TypeError("boom");
    };
    expect(() => new Template("{{ boom() }}").render({ boom })).toThrow(
      /^Context function 'boom' failed: boom \(line 1\)$/,
    );
  });

  it("every error the engine throws is a TemplateError", () => {
    for (const source of [
      "{{ x.y.z }}",
      "{% if %}",
      "{{ 1 + 'a' }}",
      "{{ raise_exception('r') }}",
      "{{ range(10**9) }}",
    ]) {
      expect(() => new Template(source).render({})).toThrow(TemplateError);
    }
  });
});
