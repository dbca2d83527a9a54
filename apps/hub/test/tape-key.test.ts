import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { recordedUrlFor } from "../server/replay/provider-urls.js";
import { BINARY_BODY, bodyFingerprint, tapeKey } from "../server/replay/tape-key.js";
import type { RecordedExchange } from "../server/replay/tapes.js";
import { fixturePath } from "../../../test-support/fixtures.js";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe("tapeKey", () => {
  it("hashes JSON.stringify({url, method, body}) in that order", () => {
    const url = "https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased";
    const body = '{"inputs":"[MASK] world!"}';
    expect(tapeKey({ url, method: "POST", body })).toBe(sha256(JSON.stringify({ url, method: "POST", body })));
  });

  it("leaves out a method and a body the client did not give", () => {
    const url = "https://fal.media/files/lion/X8-x48pAMGOF6n7fINCBC.png";
    expect(tapeKey({ url })).toBe(sha256(`{"url":"${url}"}`));
    expect(tapeKey({ url, method: undefined, body: undefined })).toBe(sha256(`{"url":"${url}"}`));
  });

  it("counts a binary body as {}", () => {
    const url = "https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224";
    expect(tapeKey({ url, method: "POST", body: BINARY_BODY })).toBe(
      sha256(`{"url":"${url}","method":"POST","body":{}}`),
    );
  });

  it("names bodies by a short fingerprint", () => {
    expect(bodyFingerprint(undefined)).toBe("no body");
    expect(bodyFingerprint(BINARY_BODY)).toBe("binary body");
    expect(bodyFingerprint("abc")).toBe(`body sha256 ${sha256("abc").slice(0, 12)}, 3 chars`);
  });
});

describe("the recorded tapes", () => {
  const tapesText = readFileSync(fixturePath("provider-tapes/tapes.json"), "utf8");
  const tapes = JSON.parse(tapesText) as Record<string, RecordedExchange>;

  it("205 entries hash to their own key, 16 of them as binary bodies (the README's count)", () => {
    let verified = 0;
    let binary = 0;
    for (const [key, exchange] of Object.entries(tapes)) {
      const { method, body } = exchange.init ?? {};
      if (tapeKey({ url: exchange.url, method, body }) === key) verified++;
      else if (body === undefined && tapeKey({ url: exchange.url, method, body: BINARY_BODY }) === key) binary++;
    }
    expect(verified + binary).toBe(205);
    expect(binary).toBe(16);
  });

  it("holds the 331 recorded exchanges", () => {
    expect(Object.keys(tapes)).toHaveLength(331);
  });
});

describe("recordedUrlFor", () => {
  it.each([
    ["https://router.huggingface.co/cerebras/v1/chat/completions", "https://api.cerebras.ai/v1/chat/completions"],
    ["https://router.huggingface.co/fal-ai/fal-ai/flux/schnell", "https://fal.run/fal-ai/flux/schnell"],
    [
      "https://router.huggingface.co/fireworks-ai/inference/v1/chat/completions",
      "https://api.fireworks.ai/inference/v1/chat/completions",
    ],
    ["https://router.huggingface.co/replicate/v1/predictions", "https://api.replicate.com/v1/predictions"],
    ["https://router.huggingface.co/black-forest-labs/v1/flux-dev", "https://api.us1.bfl.ai/v1/flux-dev"],
    ["https://router.huggingface.co/fal-ai/fal-ai/wan?_subdomain=queue", "https://fal.run/fal-ai/wan?_subdomain=queue"],
  ])("%s is recorded as %s", (routed, direct) => {
    expect(recordedUrlFor(routed)).toBe(direct);
  });

  it("keeps hf-inference, unknown providers and other hosts as they are", () => {
    const hf = "https://router.huggingface.co/hf-inference/models/gpt2";
    expect(recordedUrlFor(hf)).toBe(hf);
    expect(recordedUrlFor("https://router.huggingface.co/nobody/v1/x")).toBe(
      "https://router.huggingface.co/nobody/v1/x",
    );
    expect(recordedUrlFor("https://fal.media/files/a.png")).toBe("https://fal.media/files/a.png");
  });
});
