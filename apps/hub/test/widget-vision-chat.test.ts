import { InferenceClient } from "@hubkit/inference";
import { describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { widgetExamples } from "../shared/widget/defaults.js";
import { TASK_WIDGETS } from "../shared/widget/task-table.js";
import type { ChatMessage } from "../shared/widget/types.js";
import { readFixtureJson } from "../../../test-support/fixtures.js";

const sample = readFixtureJson<{ models: HubModel[] }>("models-public.json").models;
const vision = sample.find((m) => m.id === "meta-llama/Llama-3.2-11B-Vision-Instruct")!;
const chat = TASK_WIDGETS.conversational!;

/**
 * A fetch that plays the hub (provider mapping) and the provider (one chat completion), and keeps the chat
 * request's body: the real client builds the request, this only answers it.
 */
function recordingFetch() {
  const bodies: unknown[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith("https://huggingface.co/api/models/")) {
      const mapping = { "hf-inference": { status: "live", providerId: vision.id, task: "conversational" } };
      return Response.json({ id: vision.id, inferenceProviderMapping: mapping });
    }
    bodies.push(JSON.parse(String(init?.body)));
    return Response.json({
      id: "c1",
      created: 1,
      model: vision.id,
      object: "chat.completion",
      system_fingerprint: "",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "A statue." } }],
      usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
    });
  };
  return { fetchFn, bodies };
}

async function run(messages: ChatMessage[]) {
  const { fetchFn, bodies } = recordingFetch();
  const client = new InferenceClient("", { fetch: fetchFn });
  const [example] = widgetExamples(vision, "conversational", chat);
  const result = await chat.run(
    {
      client,
      model: vision.id,
      provider: "hf-inference",
      streaming: false,
      signal: new AbortController().signal,
      onUpdate: () => undefined,
      loadMedia: () => Promise.reject(new Error("no media in a chat")),
    },
    { ...example!.input, messages },
  );
  return { result, bodies };
}

describe("vision-language chat in the try-it widget", () => {
  it("keeps the image of the sample conversation as an editable URL", () => {
    const [first] = widgetExamples(vision, "conversational", chat);
    expect(first?.input.messages).toEqual([
      {
        role: "user",
        content: "Describe this image in one sentence.",
        imageUrl: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg",
      },
    ]);
  });

  it("sends text and image_url parts through the client", async () => {
    const { result, bodies } = await run([
      { role: "user", content: "What is this?", imageUrl: " https://x.test/a.png " },
    ]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "What is this?" },
            { type: "image_url", image_url: { url: "https://x.test/a.png" } },
          ],
        },
      ],
    });
    expect(result).toMatchObject({
      kind: "chat",
      messages: [{ role: "user" }, { role: "assistant", content: "A statue." }],
    });
  });

  it("sends plain text when the image URL is cleared, and an image alone when the text is empty", async () => {
    const textOnly = await run([{ role: "user", content: "Hello", imageUrl: "" }]);
    expect(textOnly.bodies[0]).toMatchObject({ messages: [{ role: "user", content: "Hello" }] });
    const imageOnly = await run([{ role: "user", content: " ", imageUrl: "https://x.test/b.png" }]);
    expect(imageOnly.bodies[0]).toMatchObject({
      messages: [{ role: "user", content: [{ type: "image_url", image_url: { url: "https://x.test/b.png" } }] }],
    });
  });
});
