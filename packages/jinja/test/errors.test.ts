import { describe, expect, it } from "vitest";
import { TemplateSyntaxError, positionAt } from "../src/errors.js";
import { Template, TemplateError, TemplateRaisedError, TemplateRuntimeError, formatError } from "../src/index.js";

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

describe("every error points at the part of the template that failed", () => {
  /** The error a template throws. */
  function errorOf(source: string, context: Record<string, unknown> = {}): TemplateError {
    try {
      new Template(source, { maxOutputLength: 20 }).render(context);
    } catch (error) {
      if (error instanceof TemplateError) return error;
      throw error;
    }
    throw new Error("expected an error");
  }

  it.each([
    [
      "a syntax error: the token",
      "{% if %}",
      {},
      ["TemplateSyntaxError: Expected an expression, got '%}' (line 1, column 7)", "1 > {% if %}", "  |       ^^"],
    ],
    [
      "an operator: the whole expression, with the line before",
      "{% for m in messages %}\n  {{ m.content + 1 }}\n{% endfor %}",
      { messages: [{ content: "a" }] },
      [
        `TemplateRuntimeError: can only concatenate str (not "int") to str (line 2)`,
        "1 | {% for m in messages %}",
        "2 >   {{ m.content + 1 }}",
        "  |      ^^^^^^^^^^^^^",
      ],
    ],
    [
      "an undefined value used: the attribute chain",
      "text\n{{ x.y.z }}",
      { x: {} },
      ["UndefinedError: 'dict object' has no attribute 'y' (line 2)", "1 | text", "2 > {{ x.y.z }}", "  |    ^^^^^"],
    ],
    [
      "inside a macro: where the macro's body failed",
      "{% macro m(a) %}\n{{ a|length }}\n{% endmacro %}\n{{ m(5) }}",
      {},
      [
        "TemplateRuntimeError: object of type 'int' has no len() (line 2)",
        "1 | {% macro m(a) %}",
        "2 > {{ a|length }}",
        "  |    ^^^^^^^^",
      ],
    ],
    [
      "raise_exception: the call, with the template's message unchanged",
      "{{ raise_exception('bad input') }}",
      {},
      [
        "TemplateRaisedError: bad input",
        "1 > {{ raise_exception('bad input') }}",
        "  |    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^",
      ],
    ],
    [
      "an unknown filter: its name",
      "{{ messages[0]|upper|frobnicate }}",
      {},
      [
        "TemplateSyntaxError: No filter named 'frobnicate'. (line 1, column 22)",
        "1 > {{ messages[0]|upper|frobnicate }}",
        "  |                      ^^^^^^^^^^",
      ],
    ],
    [
      "a statement: its head",
      "{% for a, b in [1] %}{% endfor %}",
      {},
      [
        "TemplateRuntimeError: cannot unpack non-iterable int object (line 1)",
        "1 > {% for a, b in [1] %}{% endfor %}",
        "  |    ^^^^^^^^^^^^^^^",
      ],
    ],
    [
      "a limit: the text or expression that went over it, tabs kept for alignment",
      "\t{{ 'a' * 30 }}",
      {},
      [
        "TemplateLimitError: String of 30 characters exceeds the limit of 20 (maxOutputLength) (line 1)",
        "1 > \t{{ 'a' * 30 }}",
        "  | \t   ^^^^^^^^",
      ],
    ],
    [
      "literal text over the output limit",
      "{% if true %}\n" + "x".repeat(30) + "{% endif %}",
      {},
      [
        "TemplateLimitError: Output exceeds the limit of 20 characters (maxOutputLength) (line 2)",
        "1 | {% if true %}",
        "2 > " + "x".repeat(30) + "{% endif %}",
        "  | " + "^".repeat(30),
      ],
    ],
  ])("%s", (_what, source, context, lines) => {
    const error = errorOf(source, context);
    expect(formatError(error)).toBe(lines.join("\n"));
    expect(error.source).toBe(source);
    expect(error.span?.end).toBeGreaterThan(error.span?.start ?? Infinity);
    expect(error.line).toBe(error.position?.line);
  });

  it("an error about no place in a template is just its message", () => {
    let caught: unknown;
    try {
      new Template("x").render(null as never);
    } catch (error) {
      caught = error;
    }
    expect(formatError(caught as TemplateError)).toBe("TemplateError: render() expects an object of variables");
    expect((caught as TemplateError).span).toBeUndefined();
  });

  it("every error from the generated error matrix has a place in its template", async () => {
    const { errorCases } = await import("./error-cases.js");
    let placed = 0;
    let failed = 0;
    for (const { template, context } of errorCases()) {
      try {
        new Template(template).render(context);
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        failed++;
        if (error.span !== undefined && error.source === template && formatError(error).includes("^")) placed++;
      }
    }
    expect(failed).toBeGreaterThan(4000);
    expect(placed).toBe(failed);
  }, 60_000);
});
