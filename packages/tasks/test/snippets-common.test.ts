import { parseExpressionAt, type Expression, type Literal } from "acorn";
import { describe, expect, it } from "vitest";
import type { ChatCompletionInputMessage } from "../src/inference-types/index.js";
import { inferenceSnippetLanguages, stringifyGenerationConfig, stringifyMessages } from "../src/snippets/index.js";
import { pythonLiteralValues } from "./model-libraries-code-checks.js";

const QUESTION: ChatCompletionInputMessage[] = [{ role: "user", content: "What is the capital of France?" }];
const VISION: ChatCompletionInputMessage[] = [
  { role: "system", content: 'say "hi"\nnew\\line' },
  {
    role: "user",
    content: [
      { type: "text", text: "Describe" },
      { type: "image_url", image_url: { url: "https://x/y.jpg" } },
    ],
  },
];

// Message texts that try to end a string literal early or smuggle code into a snippet.
const HOSTILE_TEXTS = [
  'she said "stop"',
  'keyish "x": y',
  "trailing backslash \\",
  '\\" escaped quote',
  "line\nbreak\r\nand\ttab",
  "$(touch /tmp/pwned) `id` ${process.exit()}",
  "'''triple''' \"\"\"quotes\"\"\"",
  "</script><script>alert(1)</script>",
  "\u2028\u2029 separators \u0000 nul",
  "emoji 🤗 and RTL \u202e",
];

function hostileMessages(text: string): ChatCompletionInputMessage[] {
  return [
    { role: "system", content: text },
    {
      role: "user",
      content: [
        { type: "text", text },
        { type: "image_url", image_url: { url: `https://x/${text}` } },
      ],
    },
  ];
}

/** Evaluates a JS expression without running it as code: parse it, then rebuild the value from the AST. */
function parseJsLiteral(source: string): unknown {
  const node = parseExpressionAt(source, 0, { ecmaVersion: "latest" });
  expect(node.end).toBe(source.length);
  return literalValue(node);
}

function literalValue(node: Expression): unknown {
  switch (node.type) {
    case "Literal":
      return node.value;
    case "ArrayExpression":
      return node.elements.map((element) => literalValue(element as Expression));
    case "ObjectExpression":
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== "Property") {
            throw new Error("spread in literal");
          }
          const key = property.key.type === "Identifier" ? property.key.name : (property.key as Literal).value;
          return [key, literalValue(property.value as Expression)];
        }),
      );
    default:
      throw new Error(`not a literal: ${node.type}`);
  }
}

describe("stringifyMessages", () => {
  it("prints a tab-indented list with bare keys by default", () => {
    expect(stringifyMessages(QUESTION)).toBe(
      '[\n\t{\n\t\trole: "user",\n\t\tcontent: "What is the capital of France?"\n\t}\n]',
    );
    expect(stringifyMessages(QUESTION, {})).toBe(stringifyMessages(QUESTION));
  });

  it("keeps key quotes when asked", () => {
    expect(stringifyMessages(QUESTION, { attributeKeyQuotes: true })).toBe(
      '[\n\t{\n\t\t"role": "user",\n\t\t"content": "What is the capital of France?"\n\t}\n]',
    );
  });

  it("indents every line after the first", () => {
    expect(stringifyMessages(QUESTION, { indent: "\t" })).toBe(
      '[\n\t\t{\n\t\t\trole: "user",\n\t\t\tcontent: "What is the capital of France?"\n\t\t}\n\t]',
    );
  });

  it("prints nested content parts and escapes quotes, backslashes and line breaks inside values", () => {
    expect(stringifyMessages(VISION)).toBe(
      [
        "[",
        "\t{",
        '\t\trole: "system",',
        '\t\tcontent: "say \\"hi\\"\\nnew\\\\line"',
        "\t},",
        "\t{",
        '\t\trole: "user",',
        "\t\tcontent: [",
        "\t\t\t{",
        '\t\t\t\ttype: "text",',
        '\t\t\t\ttext: "Describe"',
        "\t\t\t},",
        "\t\t\t{",
        '\t\t\t\ttype: "image_url",',
        "\t\t\t\timage_url: {",
        '\t\t\t\t\turl: "https://x/y.jpg"',
        "\t\t\t\t}",
        "\t\t\t}",
        "\t\t]",
        "\t}",
        "]",
      ].join("\n"),
    );
  });

  it("applies the escaper last, to the whole text including the indentation", () => {
    const escaped = stringifyMessages(QUESTION, {
      indent: "  ",
      attributeKeyQuotes: true,
      customContentEscaper: (text) => text.replaceAll('"', '\\"'),
    });
    expect(escaped).toBe(
      '[\n  \t{\n  \t\t\\"role\\": \\"user\\",\n  \t\t\\"content\\": \\"What is the capital of France?\\"\n  \t}\n  ]',
    );
    expect(
      stringifyMessages(QUESTION, { indent: "X", customContentEscaper: (text) => text.replaceAll("\n", "N") }),
    ).toBe('[NX\t{NX\t\trole: "user",NX\t\tcontent: "What is the capital of France?"NX\t}NX]');
  });

  it("drops undefined fields and prints empty lists and objects compactly", () => {
    expect(stringifyMessages([{ role: "user", content: undefined }])).toBe('[\n\t{\n\t\trole: "user"\n\t}\n]');
    expect(stringifyMessages([])).toBe("[]");
    expect(stringifyMessages([{ role: "user", content: [], extra: {} }])).toBe(
      '[\n\t{\n\t\trole: "user",\n\t\tcontent: [],\n\t\textra: {}\n\t}\n]',
    );
  });

  it("never unquotes text inside a value, even when it looks like a key", () => {
    // The counterpart's output here is `content: "keyish \x\: y"`, which no longer holds the message.
    expect(stringifyMessages([{ role: "user", content: 'keyish "x": y' }])).toBe(
      '[\n\t{\n\t\trole: "user",\n\t\tcontent: "keyish \\"x\\": y"\n\t}\n]',
    );
  });

  it("keeps quotes on keys that are not identifiers so the literal stays valid", () => {
    expect(stringifyMessages([{ role: "user", "a-b": 1, 'quote"key': 2 }])).toBe(
      '[\n\t{\n\t\trole: "user",\n\t\t"a-b": 1,\n\t\t"quote\\"key": 2\n\t}\n]',
    );
  });

  it.each(HOSTILE_TEXTS)("bare-key output is a JS literal holding exactly the messages: %j", (text) => {
    const messages = hostileMessages(text);
    expect(parseJsLiteral(stringifyMessages(messages))).toEqual(messages);
    expect(parseJsLiteral(stringifyMessages(messages, { indent: "    " }))).toEqual(messages);
  });

  it("quoted-key output is JSON and a Python literal holding exactly the messages", () => {
    const cases = HOSTILE_TEXTS.map(hostileMessages);
    const sources = cases.map((messages) => stringifyMessages(messages, { attributeKeyQuotes: true, indent: "    " }));
    for (const [index, source] of sources.entries()) {
      expect(JSON.parse(source)).toEqual(cases[index]);
    }
    expect(pythonLiteralValues(sources)).toEqual(cases);
  });

  it("rejects something that is not a list of messages", () => {
    expect(() => stringifyMessages(undefined as unknown as ChatCompletionInputMessage[])).toThrow(
      "stringifyMessages: expected an array of messages, got undefined",
    );
    expect(() => stringifyMessages("hi" as unknown as ChatCompletionInputMessage[])).toThrow(
      'stringifyMessages: expected an array of messages, got the string "hi"',
    );
  });
});

describe("stringifyGenerationConfig", () => {
  const config = { temperature: 0.5, max_tokens: 2048, top_p: 0.7 };

  it("prints keyword arguments", () => {
    expect(stringifyGenerationConfig(config, { indent: "\n\t", attributeValueConnector: "=" })).toBe(
      "temperature=0.5,\n\tmax_tokens=2048,\n\ttop_p=0.7,",
    );
  });

  it("prints object entries with quoted keys", () => {
    expect(
      stringifyGenerationConfig(config, { indent: "\n\t", attributeValueConnector: ": ", attributeKeyQuotes: true }),
    ).toBe('"temperature": 0.5,\n\t"max_tokens": 2048,\n\t"top_p": 0.7,');
  });

  it("prints nothing for no settings, one entry for one, and keeps zero", () => {
    expect(stringifyGenerationConfig({}, { indent: "\n", attributeValueConnector: "=" })).toBe("");
    expect(stringifyGenerationConfig({ max_tokens: 10 }, { indent: "\n", attributeValueConnector: "=" })).toBe(
      "max_tokens=10,",
    );
    expect(stringifyGenerationConfig({ top_p: 0 }, { indent: " ", attributeValueConnector: "=" })).toBe("top_p=0,");
  });

  it("skips settings left undefined (the counterpart prints `undefined`, which is not Python)", () => {
    expect(
      stringifyGenerationConfig({ temperature: undefined, top_p: 0.9 }, { indent: " ", attributeValueConnector: "=" }),
    ).toBe("top_p=0.9,");
  });

  it.each([
    [{ temperature: "0.5" }, 'stringifyGenerationConfig: "temperature" must be a finite number, got the string "0.5"'],
    [{ top_p: Number.NaN }, 'stringifyGenerationConfig: "top_p" must be a finite number, got NaN'],
    [{ max_tokens: null }, 'stringifyGenerationConfig: "max_tokens" must be a finite number, got null'],
    [{ 'we"ird': 1 }, 'stringifyGenerationConfig: "we\\"ird" cannot be printed as a bare key'],
  ])("rejects %j with a clear error", (bad, message) => {
    expect(() => stringifyGenerationConfig(bad as never, { indent: " ", attributeValueConnector: "=" })).toThrow(
      message,
    );
  });

  it("rejects a missing config", () => {
    expect(() => stringifyGenerationConfig(null as never, { indent: " ", attributeValueConnector: "=" })).toThrow(
      "stringifyGenerationConfig: expected an object of settings, got null",
    );
  });
});

describe("inferenceSnippetLanguages", () => {
  it("lists python, js and sh in that order", () => {
    expect(inferenceSnippetLanguages).toEqual(["python", "js", "sh"]);
  });
});
