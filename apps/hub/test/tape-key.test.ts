import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { recordedUrlFor } from "../server/replay/provider-urls.js";
import { binaryBodyKey, describeBody, recordedBinaryKey, tapeKey } from "../server/replay/tape-key.js";
import { TapeLibrary, type RecordedExchange } from "../server/replay/tapes.js";
import { fixturePath } from "../../../test-support/fixtures.js";

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

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

  it("keys bytes on their SHA-256 and length, never on their mere existence", () => {
    const url = "https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224";
    const bytes = new Uint8Array([137, 80, 78, 71]);
    const key = tapeKey({ url, method: "POST", body: binaryBodyKey(bytes) });
    expect(key).toBe(sha256(`{"url":"${url}","method":"POST","body":{"sha256":"${sha256(bytes)}","bytes":4}}`));
    expect(key).not.toBe(tapeKey({ url, method: "POST", body: binaryBodyKey(new Uint8Array([137, 80, 78, 72])) }));
    expect(key).not.toBe(recordedBinaryKey(url, "POST"));
  });

  it("knows the recordings' key of a binary body: {}", () => {
    const url = "https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224";
    expect(recordedBinaryKey(url, "POST")).toBe(sha256(`{"url":"${url}","method":"POST","body":{}}`));
  });

  it("names bodies by size and fingerprint", () => {
    expect(describeBody(undefined)).toBe("no body");
    expect(describeBody("abc")).toBe(`3 characters of text, sha256 ${sha256("abc")}`);
    expect(describeBody(binaryBodyKey(new Uint8Array([1, 2])))).toBe(
      `2 bytes, sha256 ${sha256(new Uint8Array([1, 2]))}`,
    );
    expect(describeBody({ formSha256: "ab".repeat(32), parts: 2 })).toBe(
      `a form of 2 parts, sha256 ${"ab".repeat(32)} of its parts`,
    );
  });
});

describe("the recorded tapes", () => {
  const tapes = new Map(
    Object.entries(
      JSON.parse(readFileSync(fixturePath("provider-tapes/tapes.json"), "utf8")) as Record<string, RecordedExchange>,
    ),
  );

  it("205 entries hash to their own key, 16 of them with a binary body keyed as {} (the README's count)", () => {
    let verified = 0;
    let binary = 0;
    for (const [key, exchange] of tapes) {
      const { method, body } = exchange.init ?? {};
      if (tapeKey({ url: exchange.url, method, body }) === key) verified++;
      else if (body === undefined && recordedBinaryKey(exchange.url, method) === key) binary++;
    }
    expect(verified + binary).toBe(205);
    expect(binary).toBe(16);
  });

  it("holds the 331 recorded exchanges", () => {
    expect(tapes.size).toBe(331);
  });

  it("leaves out a {}-keyed recording whose sample nobody knows: no bytes replay it", () => {
    const [key, exchange] = [...tapes].find(([k, e]) => recordedBinaryKey(e.url, e.init?.method) === k) ?? [];
    if (key === undefined || exchange === undefined) throw new Error("no {}-keyed recording");
    const library = new TapeLibrary(new Map([[key, exchange]]));
    expect(library.size).toBe(0);
    expect(library.binaryRecordings).toEqual([{ recordedKey: key, url: exchange.url, sample: undefined }]);
    for (const bytes of [
      new Uint8Array(0),
      new Uint8Array([1]),
      readFileSync(fixturePath("provider-tapes/cats.png")),
    ]) {
      expect(library.find({ url: exchange.url, method: "POST", body: binaryBodyKey(bytes) })).toBeUndefined();
    }
  });

  it("keys such a recording on its sample when the table names one, and refuses a table naming no such recording", () => {
    const [key, exchange] = [...tapes].find(([k, e]) => recordedBinaryKey(e.url, e.init?.method) === k) ?? [];
    if (key === undefined || exchange === undefined) throw new Error("no {}-keyed recording");
    const sample = new Uint8Array([7, 7, 7]);
    const library = new TapeLibrary(
      new Map([[key, exchange]]),
      new Map([[key, { sample: "seven.bin", body: binaryBodyKey(sample) }]]),
    );
    expect(library.find({ url: exchange.url, method: "POST", body: binaryBodyKey(sample) })?.exchange).toBe(exchange);
    expect(
      library.find({ url: exchange.url, method: "POST", body: binaryBodyKey(new Uint8Array([7, 7])) }),
    ).toBeUndefined();
    const textKey = "0".repeat(64);
    expect(
      () =>
        new TapeLibrary(new Map([[key, exchange]]), new Map([[textKey, { sample: "x", body: binaryBodyKey(sample) }]])),
    ).toThrow(`binary inputs name no recording that keyed a binary body as {}: ${textKey}`);
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
