import { describe, expect, it } from "vitest";
import {
  ChatJsonError,
  checkChatStructure,
  MAX_CHAT_JSON_CHARS,
  MAX_TOOLS,
  parseResponseFormat,
  parseTools,
} from "../shared/widget/chat-json.js";
import { addToolCallDeltas, MAX_ARGUMENTS_CHARS, MAX_TOOL_CALLS, toolCallsOf } from "../shared/widget/tool-calls.js";

const WEATHER = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
};

/** The error a text gets, as the form shows it (field, where, what). */
function toolsError(text: string): string {
  try {
    parseTools(text);
  } catch (error) {
    if (error instanceof ChatJsonError) return error.message;
    throw error;
  }
  throw new Error(`no error for ${text}`);
}

function schemaError(text: string, name = "answer"): string {
  try {
    parseResponseFormat(text, name, false);
  } catch (error) {
    if (error instanceof ChatJsonError) return error.message;
    throw error;
  }
  throw new Error(`no error for ${text}`);
}

describe("tools typed in the chat widget", () => {
  it("are sent as typed when they are OpenAI-style function tools", () => {
    expect(parseTools(JSON.stringify([WEATHER]))).toEqual([WEATHER]);
    const bare = { type: "function", function: { name: "now" } };
    expect(JSON.stringify(parseTools(JSON.stringify([bare])))).toBe(JSON.stringify([bare]));
    const strict = { type: "function", function: { name: "a-b_9", parameters: { type: "object" }, strict: true } };
    expect(parseTools(JSON.stringify([strict]))).toEqual([strict]);
  });

  it("send nothing when the field is empty or blank", () => {
    expect(parseTools("")).toBeUndefined();
    expect(parseTools(" \n ")).toBeUndefined();
  });

  it.each([
    ['[\n  {"type": "function",}\n]', "Tools, line 2, column 23: not valid JSON."],
    ["[1, 2", "Tools, line 1, column 6: not valid JSON."],
    ['{"type": "function"}', 'Tools, at $: expected a list of tools ([{"type": "function", ...}]), got an object.'],
    ["[]", "Tools, at $: the list is empty; leave the field empty to send no tools."],
    ["[3]", "Tools, at $[0]: expected a tool object, got number 3."],
    ['[{"function": {"name": "a"}}]', 'Tools, at $[0].type: expected "function", got nothing.'],
    ['[{"type": "code", "function": {"name": "a"}}]', 'Tools, at $[0].type: expected "function", got string "code".'],
    ['[{"type": "function"}]', "Tools, at $[0].function: expected an object, got undefined undefined."],
    [
      '[{"type": "function", "function": {"name": "get weather"}}]',
      'Tools, at $[0].function.name: a function name is 1 to 64 letters, digits, "_" or "-", got string "get weather".',
    ],
    [
      `[{"type": "function", "function": {"name": "${"a".repeat(65)}"}}]`,
      "Tools, at $[0].function.name: a function name is 1 to 64 letters",
    ],
    [
      '[{"type": "function", "function": {"name": "a"}}, {"type": "function", "function": {"name": "a"}}]',
      'Tools, at $[1].function.name: "a" is named twice.',
    ],
    [
      '[{"type": "function", "function": {"name": "a", "args": {}}}]',
      'Tools, at $[0].function.args: unknown field; expected "name", "description", "parameters", "strict".',
    ],
    [
      '[{"type": "function", "function": {"name": "a"}, "strict": true}]',
      'Tools, at $[0].strict: unknown field; expected "type", "function".',
    ],
    [
      '[{"type": "function", "function": {"name": "a", "description": 7}}]',
      "Tools, at $[0].function.description: expected text, got number 7.",
    ],
    [
      '[{"type": "function", "function": {"name": "a", "parameters": []}}]',
      "Tools, at $[0].function.parameters: expected a JSON Schema object, got a list.",
    ],
    [
      '[{"type": "function", "function": {"name": "a", "parameters": {"type": "object", "properties": {"city": {"type": "text"}}}}}]',
      "Tools, at $[0].function.parameters.properties.city.type: not a JSON Schema type",
    ],
    [
      '[{"type": "function", "function": {"name": "a", "parameters": {"properties": {"two words": {"type": ["string", 1]}}}}}]',
      'Tools, at $[0].function.parameters.properties["two words"].type[1]: not a JSON Schema type',
    ],
    [
      '[{"type": "function", "function": {"name": "a", "parameters": {"required": "city"}}}]',
      "Tools, at $[0].function.parameters.required: expected a list of property names.",
    ],
    [
      '[{"type": "function", "function": {"name": "a", "strict": "yes"}}]',
      'Tools, at $[0].function.strict: expected true or false, got string "yes".',
    ],
  ])("%s: %s", (text, message) => {
    expect(toolsError(text).slice(0, message.length)).toBe(message);
  });

  it("take at most MAX_CHAT_JSON_CHARS characters, MAX_TOOLS tools and 32 levels of nesting", () => {
    const long = JSON.stringify([
      { ...WEATHER, function: { ...WEATHER.function, description: "x".repeat(MAX_CHAT_JSON_CHARS) } },
    ]);
    expect(toolsError(long)).toMatch(/^Tools: [\d,]+ characters; at most 32,768 are taken\.$/);
    const many = JSON.stringify(
      Array.from({ length: MAX_TOOLS + 1 }, (_, i) => ({ type: "function", function: { name: `f${i}` } })),
    );
    expect(toolsError(many)).toBe(`Tools, at $: ${MAX_TOOLS + 1} tools; at most ${MAX_TOOLS} are taken.`);
    expect(toolsError(`${"[".repeat(40)}${"]".repeat(40)}`)).toBe("Tools: nested more than 32 levels deep.");
  });

  it("name broken JSON nested thousands deep without a position rather than failing", () => {
    expect(toolsError("[".repeat(30_000))).toBe("Tools: not valid JSON.");
  });
});

describe("a response schema typed in the chat widget", () => {
  const schema = { type: "object", properties: { answer: { type: "string" } }, required: ["answer"] };

  it("is sent as response_format json_schema with its name, strict only when asked", () => {
    expect(parseResponseFormat(JSON.stringify(schema), " answer ", false)).toEqual({
      type: "json_schema",
      json_schema: { name: "answer", schema },
    });
    expect(parseResponseFormat(JSON.stringify(schema), "answer", true)).toEqual({
      type: "json_schema",
      json_schema: { name: "answer", schema, strict: true },
    });
  });

  it("sends nothing without a schema, whatever the name and strict switch say", () => {
    expect(parseResponseFormat("  ", "answer", true)).toBeUndefined();
    expect(parseResponseFormat("", "", false)).toBeUndefined();
  });

  it.each([
    ['{"type": "object",\n "properties": {}\n', "Response schema, line 3, column 1: not valid JSON."],
    ["[]", 'Response schema, at $: expected a JSON Schema object ({"type": "object", ...}), got a list.'],
    ["true", "Response schema, at $: expected a JSON Schema object"],
    ['{"type": "obj"}', "Response schema, at $.type: not a JSON Schema type"],
    ['{"anyOf": {"type": "string"}}', "Response schema, at $.anyOf: expected a list of schemas, got an object."],
    [
      '{"items": {"anyOf": [true, 3]}}',
      "Response schema, at $.items.anyOf[1]: expected a JSON Schema object, got number 3.",
    ],
    ['{"$defs": {"a": {"type": "list"}}}', "Response schema, at $.$defs.a.type: not a JSON Schema type"],
  ])("%s: %s", (text, message) => {
    expect(schemaError(text).slice(0, message.length)).toBe(message);
  });

  it("needs a name of letters, digits, _ and -", () => {
    expect(schemaError(JSON.stringify(schema), "")).toMatch(/^Schema name: give the schema a name/);
    expect(schemaError(JSON.stringify(schema), "my answer")).toBe(
      'Schema name: 1 to 64 letters, digits, "_" or "-", got "my answer".',
    );
  });

  it("accepts property names that are JSON Schema keywords (a property called type)", () => {
    const odd = { type: "object", properties: { type: { type: "string" }, items: { type: "array" } } };
    expect(parseResponseFormat(JSON.stringify(odd), "odd", false)?.json_schema.schema).toEqual(odd);
  });
});

describe("the check of the four fields together", () => {
  const fields = { tools: "", responseSchema: "", schemaName: "", schemaStrict: false };

  it("names each field's mistake for the form, capitalised, and all of them in one sentence", () => {
    expect(checkChatStructure({ ...fields, tools: "[1", responseSchema: '{"type": 1}' })).toEqual({
      ok: false,
      errors: {
        Tools: "Line 1, column 3: not valid JSON.",
        "Response schema": expect.stringMatching(/^At \$\.type: not a JSON Schema type/),
      },
      message: expect.stringMatching(/^Tools, line 1, column 3: not valid JSON\. Response schema, at \$\.type: /),
    });
    expect(checkChatStructure({ ...fields, responseSchema: "{}" })).toMatchObject({
      ok: false,
      errors: { "Schema name": expect.stringMatching(/^Give the schema a name/) },
    });
  });

  it("gives the arguments to send, empty fields left out", () => {
    expect(checkChatStructure({ ...fields, schemaName: "a", schemaStrict: true })).toEqual({ ok: true, args: {} });
    expect(
      checkChatStructure({ ...fields, tools: JSON.stringify([WEATHER]), responseSchema: "{}", schemaName: "a" }),
    ).toEqual({
      ok: true,
      args: { tools: [WEATHER], response_format: { type: "json_schema", json_schema: { name: "a", schema: {} } } },
    });
  });
});

describe("tool calls in an answer", () => {
  it("are read from a finished message, hostile fields left out", () => {
    expect(
      toolCallsOf({
        role: "assistant",
        tool_calls: [
          { id: "1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
          { function: { name: 7, arguments: null } },
          "junk",
          { id: "3" },
        ],
      }),
    ).toEqual([
      { name: "get_weather", arguments: '{"city":"Paris"}' },
      { name: "", arguments: "" },
    ]);
    expect(toolCallsOf({ role: "assistant", content: "hi" })).toEqual([]);
    expect(toolCallsOf(undefined)).toEqual([]);
    expect(toolCallsOf({ tool_calls: Array.from({ length: 50 }, () => ({ function: { name: "f" } })) })).toHaveLength(
      MAX_TOOL_CALLS,
    );
  });

  it("are joined from stream deltas by index: the name first, the arguments piece by piece", () => {
    let calls = addToolCallDeltas(
      [],
      [{ index: 0, id: "c0", type: "function", function: { name: "get_weather", arguments: "" } }],
    );
    calls = addToolCallDeltas(calls, [{ index: 0, function: { arguments: '{"city":' } }]);
    calls = addToolCallDeltas(calls, [{ index: 1, id: "c1", function: { name: "get_time", arguments: "{}" } }]);
    calls = addToolCallDeltas(calls, [{ index: 0, function: { arguments: '"Paris"}' } }]);
    expect(calls).toEqual([
      { name: "get_weather", arguments: '{"city":"Paris"}' },
      { name: "get_time", arguments: "{}" },
    ]);
  });

  it("keep their place when a delta has no index, and ignore indexes out of bounds and junk", () => {
    let calls = addToolCallDeltas([], [{ function: { name: "f", arguments: "{" } }]);
    calls = addToolCallDeltas(calls, [{ function: { arguments: "}" } }, 3, null]);
    calls = addToolCallDeltas(calls, [
      { index: -1, function: { name: "x" } },
      { index: 1e9, function: { name: "y" } },
    ]);
    calls = addToolCallDeltas(calls, "not a list");
    expect(calls).toEqual([{ name: "f", arguments: "{}" }]);
  });

  it("bound the arguments a stream can pile up", () => {
    let calls = addToolCallDeltas([], [{ index: 0, function: { name: "f" } }]);
    for (let i = 0; i < 40; i++)
      calls = addToolCallDeltas(calls, [{ index: 0, function: { arguments: "x".repeat(1000) } }]);
    expect(calls[0]?.arguments).toHaveLength(MAX_ARGUMENTS_CHARS);
  });
});
