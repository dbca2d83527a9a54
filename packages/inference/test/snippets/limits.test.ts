/**
 * Fields printed into snippets are bounded before any snippet text is built (issue 28: a 1 MiB model id made
 * about 460 MB of snippets and 52 s of CPU). A model id follows the hub's rule (a namespace and a name of at most
 * 96 characters each); the other fields have generous bounds of ours (SNIPPET_LIMITS). Past one, the call is an
 * InferenceInputError naming the field, its length and the limit, without quoting the value.
 */
import type { ModelDataMinimal } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { InferenceInputError, snippets, type InferenceProviderModelMapping } from "../../src/index.js";

const get = snippets.getInferenceSnippets;
const MiB = 1024 * 1024;

const chat = (id: string): ModelDataMinimal => ({
  id,
  pipeline_tag: "text-generation",
  tags: ["conversational"],
  inference: "",
});
const mapping = (fields: Partial<InferenceProviderModelMapping>): InferenceProviderModelMapping => ({
  hfModelId: "org/model",
  providerId: "org/model-turbo",
  status: "live",
  task: "conversational",
  ...fields,
});

/** What the call threw (an InferenceInputError is expected), or a failure when it returned snippets. */
function refusal(call: () => unknown): InferenceInputError {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    expect(error).toBeInstanceOf(InferenceInputError);
    if (error instanceof InferenceInputError) return error;
  }
  throw new Error(`expected a refusal, got ${JSON.stringify(result).length} characters of snippets`);
}

describe("a model id follows the hub's rule: a namespace and a name of at most 96 characters each", () => {
  it("a 1 MiB id is refused at once, naming the field and the limit, not quoting the id", () => {
    const id = `org/${"x".repeat(MiB)}`;
    const error = refusal(() => get(chat(id), "hf_abc", "together", mapping({ hfModelId: "org/model" })));
    expect(error.message).toBe(
      `getInferenceSnippets: model.id is ${MiB + 4} characters long; snippets take at most 193 characters.`,
    );
  });

  it("193 characters are taken, 194 are not", () => {
    const longest = `${"n".repeat(96)}/${"m".repeat(96)}`;
    const list = get(chat(longest), "hf_abc", "hf-inference");
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((snippet) => snippet.content.includes(longest))).toBe(true);
    expect(refusal(() => get(chat(`${longest}m`), "hf_abc", "hf-inference")).message).toContain(
      "model.id is 194 characters long",
    );
  });

  it("so is the mapping's hfModelId", () => {
    const error = refusal(() => get(chat("org/model"), "hf_abc", "together", mapping({ hfModelId: "h".repeat(194) })));
    expect(error.message).toBe(
      "getInferenceSnippets: inferenceProviderMapping.hfModelId is 194 characters long; snippets take at most 193 characters.",
    );
  });
});

describe("other printed fields: bounds of ours, many times the longest real value", () => {
  const name = "n".repeat(1024);
  const tooLong = "n".repeat(1025);

  it.each([
    [
      "inferenceProviderMapping.providerId",
      () => get(chat("org/m"), "hf_abc", "together", mapping({ providerId: tooLong })),
    ],
    ["inferenceProviderMapping.adapter", () => get(chat("org/m"), "hf_abc", "together", mapping({ adapter: tooLong }))],
    [
      "inferenceProviderMapping.adapterWeightsPath",
      () => get(chat("org/m"), "hf_abc", "together", mapping({ adapterWeightsPath: tooLong })),
    ],
    [
      "model.mask_token",
      () =>
        get(
          { id: "org/m", pipeline_tag: "fill-mask", tags: [], mask_token: tooLong, inference: "" },
          "",
          "hf-inference",
        ),
    ],
    ["opts.billTo", () => get(chat("org/m"), "hf_abc", "hf-inference", undefined, { billTo: tooLong })],
  ])("%s: 1,025 characters are refused", (field, call) => {
    expect(refusal(call).message).toBe(
      `getInferenceSnippets: ${field} is 1025 characters long; snippets take at most 1024 characters.`,
    );
  });

  it("1,024 characters are taken", () => {
    const list = get(chat("org/m"), "hf_abc", "together", mapping({ providerId: name }), { billTo: name });
    expect(list.some((snippet) => snippet.content.includes(name))).toBe(true);
  });

  it("the access token: 4,096 characters", () => {
    expect(get(chat("org/m"), `hf_${"t".repeat(4093)}`, "hf-inference").length).toBeGreaterThan(0);
    expect(refusal(() => get(chat("org/m"), `hf_${"t".repeat(4094)}`, "hf-inference")).message).toBe(
      "getInferenceSnippets: accessToken is 4097 characters long; snippets take at most 4096 characters.",
    );
  });
});

describe("chat messages: 65,536 characters of text in all", () => {
  const refused =
    "getInferenceSnippets: opts.messages hold more than 65536 characters of text; snippets take at most 65536.";
  const call = (messages: unknown[]) => () => get(chat("org/m"), "hf_abc", "hf-inference", undefined, { messages });

  it("one long message, or many short ones, past the limit", () => {
    expect(refusal(call([{ role: "user", content: "x".repeat(MiB) }])).message).toBe(refused);
    expect(refusal(call(Array.from({ length: 70_000 }, () => ({ role: "user", content: "" })))).message).toBe(refused);
  });

  it("text parts nested in the content count too; a cycle stops at the limit instead of running forever", () => {
    const parts = Array.from({ length: 40 }, () => ({ type: "text", text: "y".repeat(2000) }));
    expect(refusal(call([{ role: "user", content: parts }])).message).toBe(refused);
    const cyclic: Record<string, unknown> = { role: "user", content: "hi" };
    cyclic.self = cyclic;
    expect(refusal(call([cyclic])).message).toBe(refused);
  });

  it("a long prompt within the limit is printed", () => {
    const prompt = "p".repeat(60_000);
    const list = call([{ role: "user", content: prompt }])();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((snippet) => snippet.content.includes(prompt))).toBe(true);
  });
});
