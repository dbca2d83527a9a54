import { describe, expect, it } from "vitest";
import { createRequestChoice, RequestChoice } from "../shared/request-choice.js";
import { pageRecord } from "./widget-support.js";

describe("one request for the widget and the snippets", () => {
  it("a provider chosen in one place is the provider in the other, and back", () => {
    const choice = new RequestChoice(["hf-inference", "fal-ai"], { provider: "fal-ai", streaming: false });
    const seenBySnippets: string[] = [];
    const seenByWidget: string[] = [];
    choice.subscribe(() => seenBySnippets.push(choice.get().provider));
    choice.subscribe(() => seenByWidget.push(choice.get().provider));
    choice.setProvider("hf-inference"); // in the snippets
    choice.setProvider("fal-ai"); // in the widget
    expect(seenBySnippets).toEqual(["hf-inference", "fal-ai"]);
    expect(seenByWidget).toEqual(["hf-inference", "fal-ai"]);
    expect(choice.get().provider).toBe("fal-ai");
  });

  it("tells no one when nothing changed, and forgets a listener that left", () => {
    const choice = new RequestChoice(["together"], { provider: "together", streaming: true });
    let calls = 0;
    const leave = choice.subscribe(() => calls++);
    choice.setProvider("together");
    choice.setStreaming(true);
    expect(calls).toBe(0);
    choice.setStreaming(false);
    leave();
    choice.setStreaming(true);
    expect(calls).toBe(1);
  });

  it("carries the widget's input and the snippets' language and client", () => {
    const choice = new RequestChoice(["hf-inference"], { provider: "hf-inference", streaming: false });
    expect(choice.get().request).toEqual({ status: "waiting" });
    choice.setRequest({ status: "ready", input: { inputs: "Hi" }, label: "your input", notInCode: [] });
    choice.setSnippetTab("sh", "curl");
    expect(choice.get()).toMatchObject({
      request: { status: "ready", input: { inputs: "Hi" } },
      language: "sh",
      client: "curl",
    });
  });

  it("refuses a provider the model does not have, naming it", () => {
    const choice = new RequestChoice(["hf-inference"], { provider: "hf-inference", streaming: false });
    expect(() => choice.setProvider("together")).toThrow(
      'RequestChoice: "together" is not one of the model\'s providers (hf-inference)',
    );
    expect(() => new RequestChoice(["a"], { provider: "b", streaming: false })).toThrow(/"b" is not one/);
  });

  it("starts where the recordings are: Whisper on fal-ai in both places, chat streaming", async () => {
    const whisper = await pageRecord("openai/whisper-large-v3-turbo");
    expect(createRequestChoice(whisper.model, whisper.mapping).get()).toMatchObject({
      provider: "fal-ai",
      streaming: false,
    });
    const llama = await pageRecord("meta-llama/Llama-3.1-8B-Instruct");
    expect(createRequestChoice(llama.model, llama.mapping).get()).toMatchObject({
      provider: "cerebras",
      streaming: true,
    });
    const qwen = await pageRecord("Qwen/Qwen2.5-7B-Instruct");
    const first = Object.keys(qwen.mapping)[0];
    expect(createRequestChoice(qwen.model, qwen.mapping).get().provider).toBe(first);
    const none = createRequestChoice(qwen.model, {});
    expect(none.providers).toEqual([]);
  });
});
