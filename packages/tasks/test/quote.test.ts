import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseExpressionAt, type Node } from "acorn";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  csharpString,
  isJsIdentifier,
  isPythonIdentifier,
  jsLiteral,
  jsString,
  pythonLiteral,
  pythonString,
  shellDoubleQuotedSafe,
  shellSingleQuoted,
  type LiteralValue,
} from "../src/snippets/quote.js";
import { checkShell, pythonLiteralValues } from "./model-libraries-code-checks.js";

/** Strings that break naive quoting in at least one language. */
const NASTY = [
  "",
  "plain",
  "it's",
  "'",
  "''",
  '"',
  '"""',
  "'''",
  "\\",
  "\\\\'",
  '\\"',
  "a\\nb (a backslash and an n)",
  "line1\nline2\r\nline3\rline4",
  "tab\there",
  "nul\0byte",
  "bell\u0007 esc\u001b[31m del\u007f nel\u0085",
  "$(touch PWNED)",
  "`touch PWNED`",
  "${PWNED}",
  "$HOME $PATH",
  "!!",
  "echo !PWNED",
  "{PWNED} %s %(x)s {{x}}",
  "</script><script>alert(1)</script>",
  "<!-- comment -->",
  "# not a comment\nPWNED()",
  '"); PWNED(); ("',
  "'; PWNED; echo '",
  "模型/ünïcödé 😀 🤗",
  "rtl \u202e override \u2066 isolate \u200f mark",
  "zero\u200bwidth\ufeffbom",
  "line\u2028separator\u2029paragraph",
  "lone high \ud800 surrogate",
  "lone low \udc00 surrogate",
  "pair \ud83d\ude00 ok",
  "x".repeat(5000),
];

function jsEval(literal: string): unknown {
  const node = parseExpressionAt(literal, 0, { ecmaVersion: "latest" }) as Node & { value?: unknown };
  expect(node.end).toBe(literal.length);
  expect(node.type).toBe("Literal");
  return node.value;
}

/** Decodes a C# regular string literal, rejecting anything C# would not accept inside one. */
function csharpDecode(literal: string): string {
  const match = /^"((?:[^"\\\n\r\u0085\u2028\u2029]|\\["\\0abfnrtv]|\\u[0-9a-fA-F]{4})*)"$/.exec(literal);
  if (!match) {
    throw new Error(`not a C# regular string literal: ${literal}`);
  }
  const simple: Record<string, string> = {
    '"': '"',
    "\\": "\\",
    "0": "\0",
    a: "\x07",
    b: "\b",
    f: "\f",
    n: "\n",
    r: "\r",
    t: "\t",
    v: "\v",
  };
  return match[1]!.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, esc: string) =>
    esc.startsWith("u") && esc.length === 5 ? String.fromCharCode(parseInt(esc.slice(1), 16)) : simple[esc]!,
  );
}

/** Runs `printf '%s\0' word...` in bash and returns the words it received. PATH is empty and cwd a temp dir. */
function bashRoundTrip(words: string[]): { received: string[]; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "hubkit-quote-"));
  const script = `printf '%s\\0' ${words.join(" ")}`;
  const out = execFileSync("/bin/bash", ["--norc", "--noprofile", "-c", script], {
    cwd: dir,
    env: { PATH: "" },
    maxBuffer: 64 << 20,
  });
  const received = out.toString("utf8").split("\0");
  received.pop();
  return { received, dir };
}

/** What a process receives for a string: unpaired surrogates have no UTF-8 form and arrive as U+FFFD. */
function withoutLoneSurrogates(value: string): string {
  return value.replace(/[\ud800-\udfff]/gu, "\ufffd");
}

/** The value of a JavaScript literal expression (strings, numbers, booleans, null, arrays, objects). */
function jsValue(node: Node): unknown {
  const n = node as Node & Record<string, unknown>;
  switch (n.type) {
    case "Literal":
      return n.value;
    case "UnaryExpression":
      return -(jsValue(n.argument as Node) as number);
    case "ArrayExpression":
      return (n.elements as Node[]).map(jsValue);
    case "ObjectExpression":
      return Object.fromEntries(
        (n.properties as (Node & { key: Node & { name?: string; value?: string }; value: Node })[]).map((p) => [
          p.key.type === "Identifier" ? p.key.name : p.key.value,
          jsValue(p.value),
        ]),
      );
    default:
      throw new Error(`not a literal: ${n.type}`);
  }
}

// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const SAMPLE_INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/u;

describe("pythonString", () => {
  it.each([
    ["org/model", '"org/model"'],
    ["it's", `"it's"`],
    ['say "hi"', '"say \\"hi\\""'],
    ["back\\slash", '"back\\\\slash"'],
    ["a\nb\tc\rd", '"a\\nb\\tc\\rd"'],
    ["nul\0", '"nul\\x00"'],
    ["\u202e", '"\\u202e"'],
    ["\ud800", '"\\ud800"'],
    ["😀 模型", '"😀 模型"'],
    ["{x}", '"{x}"'],
  ])("%j -> %s", (input, expected) => {
    expect(pythonString(input)).toBe(expected);
  });

  it("round-trips every nasty string through python3's ast.literal_eval", () => {
    expect(pythonLiteralValues(NASTY.map(pythonString))).toEqual(NASTY);
  });

  it("round-trips arbitrary strings (full Unicode, lone surrogates included)", () => {
    const samples = fc.sample(fc.string({ unit: "binary", maxLength: 40 }), 400);
    expect(pythonLiteralValues(samples.map(pythonString))).toEqual(samples);
  });

  it("keeps every literal on one line and shows no invisible characters", () => {
    for (const value of NASTY) {
      expect(pythonString(value)).not.toMatch(SAMPLE_INVISIBLE);
    }
  });

  it("rejects non-strings with a clear error", () => {
    expect(() => pythonString(42 as unknown as string)).toThrow("pythonString: expected a string, got number");
  });
});

describe("jsString", () => {
  it.each([
    ["org/model", '"org/model"'],
    ['say "hi"', '"say \\"hi\\""'],
    ["${x}", '"${x}"'],
    ["</script>", '"\\x3C/script>"'],
    ["<!--", '"\\x3C!--"'],
    ["a\u2028b", '"a\\u2028b"'],
    ["\0", '"\\x00"'],
  ])("%j -> %s", (input, expected) => {
    expect(jsString(input)).toBe(expected);
  });

  it("round-trips every nasty string through acorn", () => {
    for (const value of NASTY) {
      expect(jsEval(jsString(value))).toBe(value);
    }
  });

  it("round-trips arbitrary strings", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 60 }), (value) => jsEval(jsString(value)) === value));
  });

  it("never closes a script element or opens an HTML comment", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("<", "/", "!", "-", "s", "c", "r", "i", "p", "t", ">") }),
        (value) => {
          const literal = jsString(value);
          return !/<\/|<!--/i.test(literal);
        },
      ),
    );
  });
});

describe("csharpString", () => {
  it.each([
    ["model.sentis", '"model.sentis"'],
    ['a"b\\c', '"a\\"b\\\\c"'],
    ["line\nbreak", '"line\\nbreak"'],
    ["nel\u0085", '"nel\\u0085"'],
    ["\u2028", '"\\u2028"'],
  ])("%j -> %s", (input, expected) => {
    expect(csharpString(input)).toBe(expected);
  });

  it("produces valid C# regular literals that decode to the input", () => {
    for (const value of NASTY) {
      expect(csharpDecode(csharpString(value))).toBe(value);
    }
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (value) => csharpDecode(csharpString(value)) === value),
    );
  });
});

describe("shellSingleQuoted", () => {
  it.each([
    ["org/model", "'org/model'"],
    ["", "''"],
    ["it's", "'it'\\''s'"],
    ["'", "\\'"],
    ["$(touch PWNED)", "'$(touch PWNED)'"],
    ["a\nb", "'a'$'\\n''b'"],
    ["\u202eabc", "$'\\xe2\\x80\\xae''abc'"],
  ])("%j -> %s", (input, expected) => {
    expect(shellSingleQuoted(input)).toBe(expected);
  });

  it("keeps line breaks inside the quotes when asked (multi-line bodies)", () => {
    expect(shellSingleQuoted('{\n  "a": 1\n}', { keepNewlines: true })).toBe(`'{\n  "a": 1\n}'`);
  });

  it("passes every nasty string to a command unchanged and runs none of it", () => {
    const values = NASTY.filter((value) => !value.includes("\0"));
    const { received, dir } = bashRoundTrip(values.map((value) => shellSingleQuoted(value)));
    try {
      expect(received).toEqual(values.map(withoutLoneSurrogates));
      expect(existsSync(join(dir, "PWNED"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("round-trips arbitrary strings through bash (NUL excluded: no process argument can hold it)", () => {
    const samples = fc
      .sample(fc.string({ unit: "binary", maxLength: 40 }), 300)
      .map((value) => withoutLoneSurrogates(value.replaceAll("\0", "")));
    const { received, dir } = bashRoundTrip(samples.map((value) => shellSingleQuoted(value)));
    rmSync(dir, { recursive: true, force: true });
    expect(received).toEqual(samples);
  });

  it("gives bash -n valid words even with NUL, and keeps every payload inside quotes", () => {
    const words = NASTY.map((value) => `echo ${shellSingleQuoted(value)}`);
    const results = checkShell(words, "PWNED");
    results.forEach((result, i) => {
      expect(result, NASTY[i]).toEqual({ ok: true, leaks: [] });
    });
  });
});

describe("shellDoubleQuotedSafe", () => {
  it.each([
    ["plain", '"plain"'],
    ["", '""'],
    ["$HOME", '"\\$HOME"'],
    ["`id`", '"\\`id\\`"'],
    ["!x", `'!'"x"`],
    ['a"b\\c', '"a\\"b\\\\c"'],
  ])("%j -> %s", (input, expected) => {
    expect(shellDoubleQuotedSafe(input)).toBe(expected);
  });

  it("passes every nasty string to a command unchanged and runs none of it", () => {
    const values = NASTY.filter((value) => !value.includes("\0"));
    const { received, dir } = bashRoundTrip(values.map(shellDoubleQuotedSafe));
    try {
      expect(received).toEqual(values.map(withoutLoneSurrogates));
      expect(existsSync(join(dir, "PWNED"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("round-trips arbitrary strings through bash", () => {
    const samples = fc
      .sample(fc.string({ unit: "binary", maxLength: 40 }), 300)
      .map((value) => withoutLoneSurrogates(value.replaceAll("\0", "")));
    const { received, dir } = bashRoundTrip(samples.map(shellDoubleQuotedSafe));
    rmSync(dir, { recursive: true, force: true });
    expect(received).toEqual(samples);
  });
});

describe("pythonLiteral and jsLiteral", () => {
  const value: LiteralValue = {
    role: "user",
    "content-type": ["text", 1, 2.5, true, false, null],
    nested: { quote: 'a"b', empty: [], none: {} },
  };

  it("write dicts, lists and scalars on one line by default", () => {
    expect(pythonLiteral(value)).toBe(
      '{"role": "user", "content-type": ["text", 1, 2.5, True, False, None], "nested": {"quote": "a\\"b", "empty": [], "none": {}}}',
    );
    expect(jsLiteral(value)).toBe(
      '{role: "user", "content-type": ["text", 1, 2.5, true, false, null], nested: {quote: "a\\"b", empty: [], none: {}}}',
    );
  });

  it("spread over lines with an indent, lined up with the base indent", () => {
    expect(pythonLiteral([{ a: 1 }], { indent: "  ", baseIndent: "    " })).toBe(
      '[\n      {\n        "a": 1\n      }\n    ]',
    );
  });

  it("evaluate back to the same value in Python and JavaScript", () => {
    const json = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<LiteralValue>;
    const samples = fc.sample(json, 100).filter((v) => !JSON.stringify(v).includes("-0"));
    const literals = samples.map((v) => pythonLiteral(v, { indent: "\t" }));
    expect(pythonLiteralValues(literals)).toEqual(JSON.parse(JSON.stringify(samples)));
    for (const sample of samples) {
      const literal = jsLiteral(sample, { indent: "  " });
      const node = parseExpressionAt(`(${literal})`, 0, { ecmaVersion: "latest" });
      expect(node.end).toBe(literal.length + 1);
      expect(jsValue(node)).toEqual(JSON.parse(JSON.stringify(sample)));
    }
  });

  it("name the path of a value that cannot be written", () => {
    expect(() => pythonLiteral({ a: [1, Number.NaN] })).toThrow(
      "pythonLiteral: value.a[1] must be a finite number, got NaN",
    );
    expect(() => jsLiteral({ f: (() => 1) as unknown as LiteralValue })).toThrow(
      "jsLiteral: value.f cannot be written as a literal (got function)",
    );
  });
});

describe("identifier checks", () => {
  it.each([
    ["AutoModelForCausalLM", true, true],
    ["_private", true, true],
    ["class", false, false],
    ["None", false, true],
    ["await", false, false],
    ["$jq", false, true],
    ["1abc", false, false],
    ["a.b", false, false],
    ["os; import x", false, false],
    ["Ünïcode", false, false],
    ["", false, false],
  ])("%j: python %s, js %s", (name, python, js) => {
    expect(isPythonIdentifier(name)).toBe(python);
    expect(isJsIdentifier(name)).toBe(js);
  });

  it("reject non-strings", () => {
    expect(isPythonIdentifier(undefined)).toBe(false);
    expect(isJsIdentifier(42)).toBe(false);
  });
});
