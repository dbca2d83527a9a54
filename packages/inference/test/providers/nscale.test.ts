/**
 * nscale text-to-image against a loopback server answering in its documented shapes.
 */
import { describe, expect, it } from "vitest";
import * as hf from "../../src/index.js";
import { sendJson } from "../support/loopback.js";
import { bodyOf, PNG, loopbackPerTest } from "../support/providerLoopback.js";

/** The hub and a provider on loopback servers (support/providerLoopback.ts), closed after each test. */
const { serve } = loopbackPerTest();

describe("nscale text-to-image", () => {
  it("width and height as its documented size; base64 back as a Blob or a data URL", async () => {
    const b64 = Buffer.from(PNG).toString("base64");
    const loop = await serve("nscale", "text-to-image", (_req, res) =>
      sendJson(res, 200, { created: 1764000000, data: [{ b64_json: b64 }] }),
    );
    const args = {
      provider: "nscale" as const,
      model: "org/model",
      accessToken: "hf_token",
      inputs: "A lighthouse",
      parameters: { width: 768, height: 512, num_inference_steps: 4 },
    };
    const image = await hf.textToImage(args, { fetch: loop.fetch });
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const url = await hf.textToImage(args, { fetch: loop.fetch, outputType: "url" });
    expect(url).toBe(`data:image/jpeg;base64,${b64}`);
    const [request] = loop.inferenceRequests();
    expect(request?.path).toBe("/router.huggingface.co/nscale/v1/images/generations");
    expect(bodyOf(request)).toEqual({
      num_inference_steps: 4,
      size: "768x512",
      prompt: "A lighthouse",
      model: "nscale-id",
    });
  });
});
