/**
 * The contract of getInferenceSnippets beyond the reference outputs: order and shape of the result,
 * tokens and placeholders, provider ids, options, and clear errors for arguments that cannot work.
 */
import type { ModelDataMinimal } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { InferenceInputError, snippets, type InferenceProviderModelMapping } from "../../src/index.js";
import { chatModel, together } from "./support/chatModel.js";

const get = snippets.getInferenceSnippets;
const find = (list: { client: string; language: string; content: string }[], language: string, client: string) =>
  list.find((s) => s.language === language && s.client === client)?.content ?? "";

describe("result", () => {
  it("lists python, then js, then sh, each client in its fixed order", () => {
    const list = get(chatModel, "hf_abc", "together", together);
    // The openai clients first, as in huggingface.js 4.x.
    expect(list.map((s) => `${s.language}/${s.client}`)).toEqual([
      "python/openai",
      "python/huggingface_hub",
      "python/requests",
      "js/openai",
      "js/huggingface.js",
      "sh/curl",
    ]);
  });

  it("is empty for a tag without snippets, an unknown provider, or a provider that does not serve the task", () => {
    expect(get({ ...chatModel, pipeline_tag: "depth-estimation", tags: [] }, "hf_abc", "hf-inference")).toEqual([]);
    expect(get({ ...chatModel, pipeline_tag: undefined }, "hf_abc", "hf-inference")).toEqual([]);
    expect(get(chatModel, "hf_abc", "not-a-provider" as never)).toEqual([]);
    expect(get({ ...chatModel, pipeline_tag: "text-to-video", tags: [] }, "hf_abc", "hf-inference")).toEqual([]);
    // image-text-to-text without the conversational tag is not a chat model: no provider serves that task.
    expect(get({ ...chatModel, pipeline_tag: "image-text-to-text", tags: [] }, "hf_abc", "hf-inference")).toEqual([]);
  });

  it("ignores a __proto__ or constructor pipeline tag instead of reading the prototype", () => {
    expect(get({ ...chatModel, pipeline_tag: "constructor" as never, tags: [] }, "hf_abc", "hf-inference")).toEqual([]);
    expect(get({ ...chatModel, pipeline_tag: "__proto__" as never, tags: [] }, "hf_abc", "hf-inference")).toEqual([]);
  });
});

describe("tokens", () => {
  it("a hub token goes through the router, a provider key straight to the provider", () => {
    expect(find(get(chatModel, "hf_abc", "together", together), "sh", "curl")).toContain(
      "curl https://router.huggingface.co/together/v1/chat/completions",
    );
    expect(find(get(chatModel, "key-123", "together", together), "sh", "curl")).toContain(
      "curl https://api.together.xyz/v1/chat/completions",
    );
  });

  it("without a token reads HF_TOKEN (router), or the provider's key for closed providers, from the environment", () => {
    const open = get(chatModel, "", "together", together);
    expect(find(open, "python", "huggingface_hub")).toContain('api_key=os.environ["HF_TOKEN"]');
    expect(find(open, "sh", "curl")).toContain("https://router.huggingface.co/together/");
    const closed = get(chatModel, "", "openai", { ...together, providerId: "gpt-4o" });
    expect(find(closed, "python", "openai")).toContain('api_key=os.environ["OPENAI_API_KEY"]');
    expect(find(closed, "sh", "curl")).toContain("curl https://api.openai.com/v1/chat/completions");
  });

  it("a hub token for a provider that only takes its own keys is refused", () => {
    expect(() => get(chatModel, "hf_abc", "openai", { ...together, providerId: "gpt-4o" })).toThrow(
      InferenceInputError,
    );
  });
});

describe("model ids", () => {
  it("hub clients name the hub id; requests, openai and curl send the provider's id", () => {
    const list = get(chatModel, "key-123", "together", together);
    expect(find(list, "python", "huggingface_hub")).toContain('model="meta-llama/Llama-3.1-8B-Instruct"');
    expect(find(list, "js", "huggingface.js")).toContain('model: "meta-llama/Llama-3.1-8B-Instruct"');
    for (const [language, client] of [
      ["python", "requests"],
      ["python", "openai"],
      ["js", "openai"],
      ["sh", "curl"],
    ] as const) {
      expect(find(list, language, client)).toContain("meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo");
    }
  });

  it("without a mapping the hub id is the provider id", () => {
    const model = { ...chatModel, pipeline_tag: "text-classification" as const, tags: [], id: "org/classifier" };
    expect(find(get(model, "hf_abc", "hf-inference"), "sh", "curl")).toContain(
      "https://router.huggingface.co/hf-inference/models/org/classifier",
    );
  });
});

describe("options", () => {
  it("chat snippets default to max_tokens 512 and print the given settings in a fixed order", () => {
    expect(find(get(chatModel, "hf_abc", "together", together), "python", "huggingface_hub")).toContain(
      "    max_tokens=512,\n)",
    );
    const tuned = get(chatModel, "hf_abc", "together", together, { top_p: 0.9, max_tokens: 64, temperature: 0.1 });
    expect(find(tuned, "python", "huggingface_hub")).toContain("temperature=0.1,\n    max_tokens=64,\n    top_p=0.9,");
    expect(find(tuned, "sh", "curl")).toContain(
      '"temperature": 0.1,\n        "max_tokens": 64,\n        "top_p": 0.9,',
    );
  });

  it("opts.messages replaces the sample conversation", () => {
    const list = get(chatModel, "hf_abc", "together", together, {
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hi" },
      ],
    });
    for (const snippet of list) expect(snippet.content).toContain("Be brief.");
  });

  it("billTo reaches every client that talks to the hub (header or client argument)", () => {
    const list = get(chatModel, "hf_abc", "together", together, { billTo: "acme" });
    expect(list).toHaveLength(6);
    for (const snippet of list) expect(snippet.content).toMatch(/X-HF-Bill-To|bill_to|billTo/);
    expect(get(chatModel, "hf_abc", "together", together, { billTo: "" }).some((s) => s.content.includes("Bill"))).toBe(
      false,
    );
  });

  it("streaming switches the chat snippets to their streaming form", () => {
    const list = get(chatModel, "hf_abc", "together", together, { streaming: true });
    expect(find(list, "python", "huggingface_hub")).toContain("stream=True");
    expect(find(list, "js", "huggingface.js")).toContain("chatCompletionStream");
    expect(find(list, "sh", "curl")).toContain('"stream": true');
  });

  it("unknown options are ignored, as by 3.8.1", () => {
    expect(get(chatModel, "hf_abc", "together", together, { foo: "bar" })).toEqual(
      get(chatModel, "hf_abc", "together", together),
    );
  });
});

describe("bad arguments get a clear error", () => {
  const cases: [string, () => unknown, RegExp][] = [
    ["model null", () => get(null as never, "hf_abc", "together"), /model must be a model record, got null/],
    ["model id missing", () => get({ ...chatModel, id: undefined as never }, "", "together"), /model\.id must be/],
    ["tags not a list", () => get({ ...chatModel, tags: "x" as never }, "", "together"), /model\.tags must be/],
    ["token a number", () => get(chatModel, 42 as never, "together"), /accessToken must be a string, got number/],
    ["opts a string", () => get(chatModel, "", "together", together, "x" as never), /opts must be an object/],
    ["streaming a string", () => get(chatModel, "", "together", together, { streaming: "yes" }), /opts\.streaming/],
    ["billTo a number", () => get(chatModel, "", "together", together, { billTo: 1 }), /opts\.billTo must be a string/],
    ["temperature NaN", () => get(chatModel, "", "together", together, { temperature: NaN }), /opts\.temperature/],
    ["max_tokens text", () => get(chatModel, "", "together", together, { max_tokens: "9" }), /opts\.max_tokens/],
    ["messages not a list", () => get(chatModel, "", "together", together, { messages: "hi" }), /opts\.messages/],
    [
      "a message value that is not data",
      () => get(chatModel, "", "together", together, { messages: [{ role: "user", content: () => 1 }] }),
      /cannot be printed as a literal/,
    ],
    [
      "providerId not a string",
      () => get(chatModel, "", "together", { ...together, providerId: 7 as never }),
      /providerId must be a non-empty string/,
    ],
  ];
  it.each(cases)("%s", (_name, call, message) => {
    expect(call).toThrow(InferenceInputError);
    expect(call).toThrow(message);
  });
});

describe("the request each snippet prints is the client's (issue 33)", () => {
  it("fal-ai text-to-speech posts the text under `text`, fal's field (3.8.1 printed `lyrics`)", () => {
    const model: ModelDataMinimal = {
      id: "nari-labs/Dia-1.6B",
      pipeline_tag: "text-to-speech",
      tags: [],
      inference: "",
    };
    const mapping: InferenceProviderModelMapping = {
      hfModelId: model.id,
      providerId: "fal-ai/dia-tts",
      status: "live",
      task: "text-to-speech",
    };
    const list = get(model, "hf_abc", "fal-ai", mapping);
    expect(find(list, "python", "requests")).toContain('"text": "The answer to the universe is 42"');
    expect(find(list, "js", "fetch")).toContain('query({ text: "The answer to the universe is 42" })');
    for (const snippet of list) expect(snippet.content).not.toContain("lyrics");
  });
});
