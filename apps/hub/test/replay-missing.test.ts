import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../server/app.js";
import { hubTasks } from "../server/hub/task-data.js";
import { DATA_DIR, dataPath, STATIC_DIR } from "../server/paths.js";
import { ReplayMissingError, throwIfUnrecorded } from "../src/lib/offline-fetch.js";
import { NOTHING_RECORDED } from "../shared/replay-protocol.js";
import { describeError } from "../src/widget/errors.js";

const app = createApp({
  dataDir: DATA_DIR,
  staticDir: STATIC_DIR,
  mode: "offline",
  hubUrl: "https://huggingface.co",
  routerUrl: "https://router.huggingface.co",
  tasks: hubTasks,
});

describe("a request nobody recorded", () => {
  it("is the replay's own error, never the provider's answer", async () => {
    const response = await app.request(
      "/router/hf-inference/models/meta-llama/Llama-3.1-8B-Instruct/v1/chat/completions",
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-hubkit-method": "POST", "x-hubkit-body": "text" },
        body: JSON.stringify({ messages: [{ role: "user", content: "never recorded" }] }),
      },
    );
    expect(response.status).toBe(404);
    const error = await throwIfUnrecorded(response).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ReplayMissingError);
    const described = describeError(error);
    expect(described.title).toBe("Nothing recorded for this request");
    expect(described.message).toBe(NOTHING_RECORDED);
    expect(described.message).not.toMatch(/does not seem to support chat completion/);
  });

  it("an image nobody recorded is the same error: the six cats sent to the cheetah's recording", async () => {
    const response = await app.request("/router/hf-inference/models/google/vit-base-patch16-224", {
      method: "POST",
      headers: { "content-type": "image/png", "x-hubkit-method": "POST", "x-hubkit-body": "binary" },
      body: readFileSync(join(dataPath(DATA_DIR, "media"), "cats.png")),
    });
    const error = await throwIfUnrecorded(response).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ReplayMissingError);
    expect(describeError(error).message).toBe(NOTHING_RECORDED);
  });

  it("reads in the same plain words when the 404 carries no JSON", async () => {
    const bare = new Response("not json", { status: 404, headers: { "x-hubkit-replay": "none" } });
    await expect(throwIfUnrecorded(bare)).rejects.toThrow(NOTHING_RECORDED);
  });

  it("leaves a provider's own 404 alone", async () => {
    const providerAnswer = Response.json({ error: "Model not found" }, { status: 404 });
    expect(await throwIfUnrecorded(providerAnswer)).toBe(providerAnswer);
  });
});
