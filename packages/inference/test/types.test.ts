/**
 * The typed contract, checked by the compiler (`npm run typecheck` compiles this file; each
 * `@ts-expect-error` fails the typecheck if its line compiles): a provider helper is typed by its task, its
 * payload function reads that task's arguments, its answer is declared once as a schema that gives the
 * runtime check and the type, and task functions and client methods take and return the task's types.
 */
import type { ChatCompletionOutput, TextClassificationOutput } from "@hubkit/tasks";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as hf from "../src/index.js";
import { defineHelper } from "../src/provider-kit/providerHelper.js";
import type { ProviderTasks, TaskProviderHelper } from "../src/spec/index.js";
import { array, either, first, number, object, optional, outputOf, string, type Infer } from "../src/utils/schema.js";
import { openAiChatHelper } from "../src/provider-kit/shared.js";

const images = object({ data: first(object({ b64_json: string })) });

const textToImage = defineHelper({
  provider: "together",
  task: "text-to-image",
  baseUrl: "https://api.example",
  makeRoute: () => "v1/images",
  // The payload function reads the task's arguments (TextToImageInput).
  preparePayload: ({ args }) => ({ prompt: args.inputs, steps: args.parameters?.num_inference_steps }),
  answer: images,
  expected: "Expected images",
  getResponse: (answer) => answer.data[0].b64_json,
});

describe("provider helpers are typed by task", () => {
  it("a helper sits only under its own task", () => {
    const tasks: ProviderTasks = {
      "text-to-image": textToImage,
      conversational: openAiChatHelper("together", "https://api.example"),
      // @ts-expect-error a text-to-image helper registered under another task
      "text-to-speech": textToImage,
    };
    expect(Object.keys(tasks)).toHaveLength(3);
    expectTypeOf(textToImage).toEqualTypeOf<TaskProviderHelper<"text-to-image">>();
  });

  it("a payload function that reads a misspelled argument or parameter, or returns the wrong result, does not compile", () => {
    const parameter = defineHelper({
      provider: "together",
      task: "text-to-image",
      baseUrl: "https://api.example",
      makeRoute: () => "v1/images",
      // @ts-expect-error `num_infrence_steps` is not a parameter of text-to-image
      preparePayload: ({ args }) => ({ steps: args.parameters?.num_infrence_steps }),
      answer: images,
      expected: "Expected images",
      getResponse: (answer) => answer.data[0].b64_json,
    });
    const helper = defineHelper({
      provider: "together",
      task: "text-to-image",
      baseUrl: "https://api.example",
      makeRoute: () => "v1/images",
      // @ts-expect-error `inptus` is not an argument of text-to-image
      preparePayload: ({ args }) => ({ prompt: args.inptus }),
      answer: images,
      expected: "Expected images",
      getResponse: (answer) => answer.data[0].b64_json,
    });
    const wrongResult = defineHelper({
      provider: "together",
      task: "text-to-image",
      baseUrl: "https://api.example",
      makeRoute: () => "v1/images",
      answer: images,
      expected: "Expected images",
      // @ts-expect-error text-to-image returns a Blob or a URL, not a number
      getResponse: (answer) => answer.data.length,
    });
    expect([helper, parameter, wrongResult]).toHaveLength(3);
  });

  it("reading a field the answer's schema does not declare does not compile", () => {
    const helper = defineHelper({
      provider: "together",
      task: "text-to-image",
      baseUrl: "https://api.example",
      makeRoute: () => "v1/images",
      answer: images,
      expected: "Expected images",
      // @ts-expect-error the schema declares `b64_json`, not `b64json`
      getResponse: (answer) => answer.data[0].b64json,
    });
    expect(helper.task).toBe("text-to-image");
  });
});

describe("schemas: one declaration, the check and the type", () => {
  const answer = object({
    choices: array(object({ text: string, index: optional(number) })),
    model: either(string, number),
  });

  it("gives the type", () => {
    expectTypeOf<Infer<typeof answer>>().toEqualTypeOf<{
      choices: { text: string; index?: number | undefined }[];
      model: string | number;
    }>();
  });

  it("checks at run time, fields it does not name pass untouched", () => {
    expect(answer({ choices: [{ text: "a" }, { text: "b", index: 1 }], model: "m", extra: true })).toBe(true);
    expect(answer({ choices: [{ text: 1 }], model: "m" })).toBe(false);
    expect(answer({ choices: [], model: null })).toBe(false);
    expect(answer([])).toBe(false);
  });

  it("a task output schema only names fields of the output type", () => {
    const label = outputOf<TextClassificationOutput[number]>({ label: string, score: number });
    expect(label({ label: "a", score: 1 })).toBe(true);
    expect(label({ label: "a" })).toBe(false);
    // @ts-expect-error the output type has no field `choice` (without an index signature, its keys are checked)
    outputOf<{ choices: unknown[] }>({ choice: array(string) });
  });
});

describe("task functions and client methods take and return the task's types", () => {
  it("arguments", () => {
    const client = new hf.InferenceClient("hf_token");
    expectTypeOf(client.chatCompletion).returns.resolves.toEqualTypeOf<ChatCompletionOutput>();
    expectTypeOf(client.textClassification).returns.resolves.toEqualTypeOf<TextClassificationOutput>();
    expectTypeOf(hf.textToImage).toBeCallableWith({ inputs: "a cat", provider: "auto" }, { outputType: "url" });
    expectTypeOf(hf.chatCompletion).toBeCallableWith({ messages: [], provider: ["together", "cohere"] });
    // @ts-expect-error text-classification takes text
    void (() => client.textClassification({ inputs: 42 }));
    // @ts-expect-error not a provider
    void (() => client.chatCompletion({ messages: [], provider: "elsewhere" }));
  });

  it("a file is a Blob, an ArrayBuffer or any view of one (3.8.1's `data: fs.readFileSync(file)` compiles)", () => {
    const client = new hf.InferenceClient("hf_token");
    const buffer = Buffer.from([1, 2, 3]);
    expectTypeOf(client.automaticSpeechRecognition).toBeCallableWith({ data: buffer, provider: "hf-inference" });
    expectTypeOf(hf.imageClassification).toBeCallableWith({ inputs: new DataView(new ArrayBuffer(2)) });
    expectTypeOf(hf.visualQuestionAnswering).toBeCallableWith({ inputs: { question: "q", image: buffer } });
    expectTypeOf(hf.zeroShotImageClassification).toBeCallableWith({
      inputs: { image: new Uint16Array(2) },
      parameters: { candidate_labels: ["a"] },
    });
    expectTypeOf(hf.imageTextToImage).toBeCallableWith({ parameters: { prompt: "p" } });
    // @ts-expect-error a file name is not the file
    void (() => client.imageClassification({ inputs: "cat.png" }));
  });
});
