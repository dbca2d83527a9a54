import { INFERENCE_PROVIDERS, InferenceClient, snippets } from "@hubkit/inference";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { featureCode } from "../shared/provider-capabilities.js";
import { requestSnippets, type RequestCode } from "../shared/request-snippets.js";
import { checkChatStructure } from "../shared/widget/chat-json.js";
import { hasChatStructure, sameInput, type WidgetExample } from "../shared/widget/recorded.js";
import { snippetRequestInput, TASK_WIDGETS } from "../shared/widget/task-table.js";
import { DEFAULT_CHAT_SETTINGS, EMPTY_INPUT, type ChatSettings, type WidgetInput } from "../shared/widget/types.js";
import { createRealFetch } from "../src/lib/real-fetch.js";
import { nextStep } from "../src/widget/next-step.js";
import { listen, type Listening } from "./support.js";

const chat = TASK_WIDGETS.conversational!;
const MODEL = "acme/chat";
const TOOLS = [
  {
    type: "function",
    function: {
      name: "get_weather",
      description: "The weather in a city",
      parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    },
  },
];
const SCHEMA = { type: "object", properties: { answer: { type: "string" } }, required: ["answer"] };

/** A chat input with these settings, the tools and schema checked as the form checks them when they are typed. */
function input(chatSettings: Partial<ChatSettings>): WidgetInput {
  const chat = { ...DEFAULT_CHAT_SETTINGS, ...chatSettings };
  return {
    ...EMPTY_INPUT,
    messages: [{ role: "user", content: "Weather in Paris?" }],
    chat: { ...chat, structureChecked: checkChatStructure(chat) },
  };
}

/** SSE events of a streamed answer that calls get_weather, its arguments in two pieces. */
const STREAM = [
  { index: 0, id: "call_0", type: "function", function: { name: "get_weather", arguments: "" } },
  { index: 0, function: { arguments: '{"city": ' } },
  { index: 0, function: { arguments: '"Paris"}' } },
].map((call) => ({
  id: "s1",
  object: "chat.completion.chunk",
  created: 1,
  model: MODEL,
  choices: [{ index: 0, delta: { role: "assistant", tool_calls: [call] }, finish_reason: null }],
}));

/**
 * A loopback hub (the model's provider mapping) and router (together's chat route) behind real HTTP: the real client
 * builds and sends the request through the app's real-mode fetch; the router keeps each body it was sent and answers
 * with a tool call, streamed or whole.
 */
describe("tools and a response schema in the chat widget's request", () => {
  let server: Listening;
  const bodies: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const app = new Hono();
    app.get("/api/models/acme/chat", (c) =>
      c.json({
        id: MODEL,
        inferenceProviderMapping: { together: { status: "live", providerId: "acme/chat-v1", task: "conversational" } },
      }),
    );
    app.post("/together/v1/chat/completions", async (c) => {
      const body: Record<string, unknown> = await c.req.json();
      bodies.push(body);
      if (body.stream === true) {
        const events = [...STREAM.map((event) => `data: ${JSON.stringify(event)}\n\n`), "data: [DONE]\n\n"];
        return c.body(events.join(""), 200, { "content-type": "text/event-stream" });
      }
      return c.json({
        id: "c1",
        object: "chat.completion",
        created: 1,
        model: MODEL,
        system_fingerprint: "",
        choices: [
          {
            index: 0,
            finish_reason: "tool_calls",
            message: {
              role: "assistant",
              content: "",
              tool_calls: [
                { id: "call_0", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
              ],
            },
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
      });
    });
    server = await listen(app);
  });
  afterAll(() => server.close());

  async function run(sent: WidgetInput, streaming: boolean) {
    const endpoints = { origin: server.origin, hubUrl: server.origin, routerUrl: server.origin };
    const client = new InferenceClient("hf_test", { fetch: createRealFetch(globalThis.fetch, () => endpoints) });
    return chat.run(
      {
        client,
        model: MODEL,
        provider: "together",
        streaming,
        signal: new AbortController().signal,
        onUpdate: () => undefined,
        loadMedia: () => Promise.reject(new Error("no media in a chat")),
      },
      sent,
    );
  }

  it("sends the tools and response_format, and shows the answer's tool call", async () => {
    bodies.length = 0;
    const result = await run(
      input({ tools: JSON.stringify(TOOLS), responseSchema: JSON.stringify(SCHEMA), schemaName: "answer" }),
      false,
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      model: "acme/chat-v1",
      messages: [{ role: "user", content: "Weather in Paris?" }],
      tools: TOOLS,
      response_format: { type: "json_schema", json_schema: { name: "answer", schema: SCHEMA } },
    });
    expect(bodies[0]).not.toHaveProperty("response_format.json_schema.strict");
    expect(result).toEqual({
      kind: "chat",
      streaming: false,
      messages: [
        { role: "user", content: "Weather in Paris?" },
        { role: "assistant", content: "", toolCalls: [{ name: "get_weather", arguments: '{"city":"Paris"}' }] },
      ],
    });
  });

  it("joins a streamed tool call's deltas into one call with its whole arguments", async () => {
    bodies.length = 0;
    const result = await run(input({ tools: JSON.stringify(TOOLS), schemaStrict: true }), true);
    expect(bodies[0]).toMatchObject({ stream: true, tools: TOOLS });
    // The strict switch alone sends nothing: it belongs to a schema.
    expect(bodies[0]).not.toHaveProperty("response_format");
    expect(result).toMatchObject({
      kind: "chat",
      messages: [
        { role: "user" },
        { role: "assistant", toolCalls: [{ name: "get_weather", arguments: '{"city": "Paris"}' }] },
      ],
    });
  });

  it("sends exactly the request it sent before when the fields are empty", async () => {
    bodies.length = 0;
    await run(input({}), false);
    expect(Object.keys(bodies[0]!).sort()).toEqual(["messages", "model"]);
  });

  it("sends nothing when the tools or the schema are invalid, and says what and where", async () => {
    bodies.length = 0;
    await expect(
      run(input({ tools: '[{"type": "function", "function": {"name": "get weather"}}]' }), false),
    ).rejects.toThrow(/^Tools, at \$\[0\]\.function\.name: a function name is/);
    await expect(run(input({ responseSchema: '{"type": "object",' }), true)).rejects.toThrow(
      "Response schema, line 1, column 19: not valid JSON.",
    );
    await expect(run(input({ responseSchema: JSON.stringify(SCHEMA) }), false)).rejects.toThrow(/^Schema name: /);
    // Typed but never checked (no form saw it): not sent either.
    const unchecked: WidgetInput = { ...input({}), chat: { ...DEFAULT_CHAT_SETTINGS, tools: JSON.stringify(TOOLS) } };
    await expect(run(unchecked, false)).rejects.toThrow("The tools and the response schema have not been checked yet.");
    expect(bodies).toEqual([]);
  });
});

describe("tools and a schema elsewhere in the widget", () => {
  const plain = input({});
  const withTools = input({ tools: JSON.stringify(TOOLS) });

  it("make another request than the recorded example (so its answer is never shown for them)", () => {
    expect(sameInput(plain, withTools)).toBe(false);
    expect(sameInput(plain, input({ responseSchema: "{}", schemaName: "a" }))).toBe(false);
    // A name or strict switch without a schema sends nothing: the same request.
    expect(sameInput(plain, input({ schemaName: "a", schemaStrict: true }))).toBe(true);
    expect(hasChatStructure(withTools)).toBe(true);
    expect(hasChatStructure(input({ schemaName: "a" }))).toBe(false);
  });

  it("say offline that no answer was recorded for a request with them", () => {
    const example: WidgetExample = {
      title: "Weather",
      source: "model example",
      input: plain,
      recorded: { provider: "together", streaming: true },
    };
    const step = (sent: WidgetInput) =>
      nextStep({
        target: "offline",
        request: { input: sent, provider: "together", streaming: true },
        examples: [example],
        tokenSet: false,
      });
    expect(step(plain).kind).toBe("replay");
    expect(step(withTools)).toEqual({ kind: "own-input", why: "structure", elsewhere: [] });
  });

  it("go into the snippets' request", () => {
    const { input: snippetInput } = snippetRequestInput(
      chat,
      input({ tools: JSON.stringify(TOOLS), responseSchema: JSON.stringify(SCHEMA), schemaName: "answer" }),
      true,
    );
    expect(snippetInput).toEqual({
      messages: [{ role: "user", content: "Weather in Paris?" }],
      tools: TOOLS,
      response_format: { type: "json_schema", json_schema: { name: "answer", schema: SCHEMA } },
    });
  });

  /** The code for a request with tools and a schema on together, given what the router says (or not yet). */
  function code(capabilities: RequestCode["capabilities"]) {
    const { input: snippetInput } = snippetRequestInput(
      chat,
      input({ tools: JSON.stringify(TOOLS), responseSchema: JSON.stringify(SCHEMA), schemaName: "answer" }),
      false,
    );
    const model: HubModel = {
      id: MODEL,
      inference: "",
      pipeline_tag: "text-generation",
      tags: ["text-generation", "conversational"],
    };
    return requestSnippets(
      { generate: snippets.getInferenceSnippets, providers: INFERENCE_PROVIDERS, featureCode },
      {
        model,
        mapping: { together: { status: "live", providerId: "acme/chat-v1", task: "conversational" } },
        provider: "together",
        streaming: false,
        request: { status: "ready", input: snippetInput, label: "your input", notInCode: [] },
        capabilities,
      },
    );
  }
  const SOURCE = "https://router.huggingface.co/v1/models";

  it("show code where the router says the provider supports them, and say why not elsewhere", () => {
    const both = { supports_tools: true, supports_structured_output: true };
    const built = code({ known: true, source: SOURCE, providers: { together: both } });
    if (!("snippets" in built)) throw new Error(JSON.stringify(built));
    const python = built.snippets.find((snippet) => snippet.client === "openai");
    expect(python?.content).toContain('"get_weather"');
    expect(python?.content).toContain("response_format=");

    expect(code({ known: true, source: SOURCE, providers: { together: { supports_tools: true } } })).toEqual({
      note: `The router's list of models (${SOURCE}) does not say that together supports structured output for this model, so there is no code for this request with together.`,
    });
    expect(code({ known: true, source: SOURCE, providers: {} })).toMatchObject({
      note: expect.stringContaining("supports tool calling or structured output for this model") as unknown,
    });
  });

  it("say plainly when what the provider supports is not known (offline), still asked, or unreadable", () => {
    expect(code({ known: false, reason: "Offline, no list." })).toEqual({ note: "Offline, no list." });
    expect(code(undefined)).toEqual({ note: "Asking which tools and output formats together supports…" });
    expect(code({ error: "the server answered 502" })).toEqual({
      failure: "What together supports could not be read: the server answered 502",
    });
  });
});
