/**
 * Tool calling, structured output and routing policies in chat snippets. Shown only where the router says the
 * provider supports them for the model (`opts.providerCapabilities`, the fields of its `/v1/models` entry); the
 * code runs in the execution suite (its feature and policy runs) and binds to the python clients' signatures.
 */
import { describe, expect, it } from "vitest";
import { InferenceInputError, snippets } from "../../src/index.js";
import { chatModel, together } from "./support/chatModel.js";
import { CHAT_FEATURES } from "./run/catalogue.js";

const supported = { supports_tools: true, supports_structured_output: true };
const get = snippets.getInferenceSnippets;
const byClient = (list: { language: string; client: string; content: string }[]) =>
  Object.fromEntries(list.map((s) => [`${s.language}/${s.client}`, s.content]));

describe("tools and response_format", () => {
  const code = byClient(get(chatModel, "together", together, { ...CHAT_FEATURES, providerCapabilities: supported }));

  it("every chat client sends them: keyword arguments, object properties, the JSON body", () => {
    expect(Object.keys(code)).toEqual([
      "python/openai",
      "python/huggingface_hub",
      "python/requests",
      "js/openai",
      "js/huggingface.js",
      "sh/curl",
    ]);
    for (const name of ["python/openai", "python/huggingface_hub"]) {
      expect(code[name]).toContain("    max_tokens=512,\n    tools=[\n        {\n");
      expect(code[name]).toContain('    tool_choice="auto",\n    response_format={\n        "type": "json_schema",');
      expect(code[name]).toContain('"strict": True');
    }
    for (const name of ["js/openai", "js/huggingface.js"]) {
      expect(code[name]).toContain("    max_tokens: 512,\n    tools: [\n        {\n");
      expect(code[name]).toContain('    tool_choice: "auto",\n    response_format: {\n        type: "json_schema",');
    }
    expect(code["python/requests"]).toContain('    "tool_choice": "auto",\n');
    expect(code["sh/curl"]).toContain('"response_format": {');
    expect(code["sh/curl"]).toContain('"name": "get_current_weather"');
  });

  it("tools alone, or a JSON schema alone, need only that capability", () => {
    const tools = byClient(
      get(chatModel, "together", together, {
        tools: CHAT_FEATURES.tools,
        providerCapabilities: { supports_tools: true },
      }),
    );
    expect(tools["python/openai"]).toContain("tools=[");
    expect(tools["python/openai"]).not.toContain("response_format");
    const schema = byClient(
      get(chatModel, "together", together, {
        response_format: CHAT_FEATURES.response_format,
        providerCapabilities: { supports_structured_output: true },
      }),
    );
    expect(schema["js/openai"]).toContain("response_format: {");
    expect(schema["js/openai"]).not.toContain("tools");
  });

  it("are not shown where the router does not say the provider supports them", () => {
    expect(() => get(chatModel, "together", together, { tools: CHAT_FEATURES.tools })).toThrow(
      "opts.tools: the router does not say that together supports tool calling for this model",
    );
    expect(() =>
      get(chatModel, "together", together, {
        response_format: CHAT_FEATURES.response_format,
        providerCapabilities: { supports_tools: true, supports_structured_output: false },
      }),
    ).toThrow("opts.response_format: the router does not say that together supports structured output");
  });

  it.each([
    ["tools that are not a list", { tools: "get_weather" }, "opts.tools must be a non-empty list of tool objects"],
    ["an empty tool list", { tools: [] }, "opts.tools must be a non-empty list of tool objects"],
    ["tool_choice without tools", { tool_choice: "auto" }, "opts.tool_choice needs opts.tools"],
    ["a response_format without type", { response_format: { schema: {} } }, 'must be an object with a "type"'],
    ["a capability that is not a boolean", { providerCapabilities: { supports_tools: "yes" } }, "must be a boolean"],
    [
      "tools past the size limit",
      { tools: [{ type: "function", description: "x".repeat(70_000) }], providerCapabilities: supported },
      "opts.tools hold more than 65536 characters of text",
    ],
  ])("refuses %s", (_name, opts, message) => {
    expect(() => get(chatModel, "together", together, opts)).toThrow(InferenceInputError);
    expect(() => get(chatModel, "together", together, opts)).toThrow(message);
  });

  it("are chat options: a task model refuses them", () => {
    const classifier = { ...chatModel, pipeline_tag: "text-classification" as const, tags: [] };
    expect(() =>
      get(classifier, "hf-inference", undefined, { ...CHAT_FEATURES, providerCapabilities: supported }),
    ).toThrow("are for chat models");
  });
});

describe("routing policies (:fastest, :cheapest)", () => {
  it.each(["fastest", "cheapest"] as const)("%s: the openai clients only, on the router's /v1, <id>:%s", (policy) => {
    const list = get(chatModel, "together", together, { policy });
    expect(list.map((s) => `${s.language}/${s.client}`)).toEqual(["python/openai", "js/openai"]);
    const code = byClient(list);
    expect(code["python/openai"]).toContain('    base_url="https://router.huggingface.co/v1",\n');
    expect(code["python/openai"]).toContain(`    model="meta-llama/Llama-3.1-8B-Instruct:${policy}",\n`);
    expect(code["js/openai"]).toContain(`\tmodel: "meta-llama/Llama-3.1-8B-Instruct:${policy}",\n`);
  });

  it("needs a request through the router, and a known policy", () => {
    expect(() => get(chatModel, "together", together, { policy: "fastest", directRequest: true })).toThrow(
      'opts.policy "fastest" is the router\'s',
    );
    expect(() => get(chatModel, "provider-key", "together", together, { policy: "cheapest" })).toThrow(
      InferenceInputError,
    );
    expect(() => get(chatModel, "together", together, { policy: "preferred" })).toThrow(
      'opts.policy must be "fastest" or "cheapest", got "preferred"',
    );
  });
});
