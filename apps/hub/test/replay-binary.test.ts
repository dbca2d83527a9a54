import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { NOTHING_RECORDED } from "../shared/replay-protocol.js";
import { binaryBodyRecordings, localPathOf, SAMPLE_FILES, sampleFile, tapeLibrary } from "./recorded.js";
import { testApp } from "./support.js";

/**
 * Issue 27: a recording whose request body was binary was keyed as `{}`, so any bytes posted to its URL replayed it
 * (six cats answered "cheetah 99.8%"). Now a recorded answer is replayed only for the bytes it answered.
 */
const app = testApp();
const recordings = binaryBodyRecordings();
const table = JSON.parse(readFileSync(dataPath(DATA_DIR, "binaryInputs"), "utf8")) as {
  recordings: Record<string, { sample: string }>;
};
const sampleOf = (key: string) => table.recordings[key]?.sample;
const ROUTER = "https://router.huggingface.co/";

function post(url: string, body: Uint8Array, extra: Record<string, string> = {}) {
  return app.request(localPathOf(url), {
    method: "POST",
    headers: {
      "content-type": "application/octet-stream",
      "x-hubkit-method": "POST",
      "x-hubkit-body": "binary",
      ...extra,
    },
    body: new Uint8Array(body),
  });
}

async function expectNothingRecorded(response: Response, what: string) {
  expect(response.status, what).toBe(404);
  expect(response.headers.get("x-hubkit-replay"), what).toBe("none");
  expect(((await response.json()) as { error: string }).error, what).toBe(NOTHING_RECORDED);
}

describe("the binary-body recordings, counted (the issue's numbers)", () => {
  it("16 recordings keyed a binary body as {}: 8 on the router the page calls, 8 on the older proxy URL", () => {
    expect(recordings).toHaveLength(16);
    expect(recordings.filter(({ exchange }) => exchange.url.startsWith(ROUTER))).toHaveLength(8);
    expect(
      recordings.filter(({ exchange }) => exchange.url.startsWith("https://huggingface.co/api/inference-proxy/")),
    ).toHaveLength(8);
  });

  it("all 16 have a known sample and replay for it; none is left replaying for no bytes", async () => {
    let replayable = 0;
    for (const { key, exchange } of recordings) {
      const sample = sampleOf(key);
      if (sample === undefined) continue;
      const response = await post(exchange.url, sampleFile(sample));
      if (response.status === exchange.response.status && response.headers.get("x-hubkit-replay") !== "none") {
        replayable++;
      }
    }
    expect(replayable).toBe(16);
    expect(tapeLibrary.binaryRecordings.filter((recording) => recording.sample === undefined)).toEqual([]);
    expect(tapeLibrary.binaryRecordings.map((recording) => recording.recordedKey).sort()).toEqual(
      recordings.map((recording) => recording.key).sort(),
    );
  });

  it("the table names exactly those recordings, each with one of the seven samples", () => {
    expect(Object.keys(table.recordings).sort()).toEqual(recordings.map((recording) => recording.key).sort());
    const samples: readonly string[] = SAMPLE_FILES;
    for (const { sample } of Object.values(table.recordings)) expect(samples).toContain(sample);
  });
});

describe.each(recordings.map((recording) => [recording.exchange.url.replace(/^https:\/\//, ""), recording] as const))(
  "%s",
  (_, { key, exchange }) => {
    const sample = sampleOf(key) ?? "";
    const own = sampleFile(sample);

    it(`replays the recorded answer for ${sample}, status and body as recorded`, async () => {
      const response = await post(exchange.url, own);
      expect(response.status).toBe(exchange.response.status);
      if (exchange.response.body === "") {
        // The recording kept only the image's type: the labelled stand-in answers.
        expect(response.headers.get("x-hubkit-stand-in")).toBe(exchange.response.headers["content-type"]);
      } else {
        expect(await response.text()).toBe(exchange.response.body);
      }
      const probe = await post(exchange.url, own, { "x-hubkit-probe": "1" });
      expect(await probe.json()).toEqual({ recorded: true, status: exchange.response.status });
    });

    it("answers nothing for bytes nobody recorded: random bytes, the sample with one byte changed, every other sample", async () => {
      const changed = new Uint8Array(own);
      changed[changed.length - 1] = (changed.at(-1) ?? 0) ^ 1;
      const others = SAMPLE_FILES.filter((name) => name !== sample).map((name) => [name, sampleFile(name)] as const);
      const inputs = [["random bytes", randomBytes(4096)] as const, ["a changed byte", changed] as const, ...others];
      for (const [what, bytes] of inputs) {
        await expectNothingRecorded(await post(exchange.url, bytes), what);
        const probe = await post(exchange.url, bytes, { "x-hubkit-probe": "1" });
        expect(await probe.json(), what).toEqual({ recorded: false });
      }
    });
  },
);

describe("the answer when nothing was recorded", () => {
  it("speaks plainly to the person, names the request for a developer, and keeps the 'none' header", async () => {
    const response = await post(`${ROUTER}hf-inference/models/google/vit-base-patch16-224`, sampleFile("cats.png"));
    expect(response.status).toBe(404);
    expect(response.headers.get("x-hubkit-replay")).toBe("none");
    const { error, request } = (await response.json()) as { error: string; request: Record<string, string> };
    expect(error).toBe(
      "Nothing was recorded for this input, so there is no answer to show. Offline, only the recorded example inputs have answers; the real router answers any input (it needs a Hugging Face token).",
    );
    expect(error).not.toMatch(/tape|keyed|binary|bod(y|ies)|exchange|sha|replay/i);
    expect(request).toEqual({
      method: "POST",
      url: `${ROUTER}hf-inference/models/google/vit-base-patch16-224`,
      body: expect.stringMatching(/^\d+ bytes, sha256 [0-9a-f]{64}$/) as string,
    });
  });
});

describe("direct callers (curl, a snippet pointed here) are read by their Content-Type", () => {
  it("an image/png body is bytes: the cheetah replays, the cats do not", async () => {
    const send = (file: string) =>
      app.request("/router/hf-inference/models/google/vit-base-patch16-224", {
        method: "POST",
        headers: { "content-type": "image/png" },
        body: new Uint8Array(sampleFile(file)),
      });
    const cheetah = await send("cheetah.png");
    expect(cheetah.status).toBe(200);
    expect(((await cheetah.json()) as Array<{ label: string }>)[0]?.label).toMatch(/^cheetah/);
    await expectNothingRecorded(await send("cats.png"), "cats.png");
  });

  it("a body declared as text that is not UTF-8 is keyed on its bytes, not on a lossy decoding", async () => {
    const recorded = new TextEncoder().encode('{"inputs":"[MASK] world!"}');
    const withBadByte = new Uint8Array([...recorded.subarray(0, 12), 0xff, ...recorded.subarray(12)]);
    const send = (body: Uint8Array) =>
      app.request("/router/hf-inference/models/google-bert/bert-base-uncased", {
        method: "POST",
        headers: { "content-type": "application/json", "x-hubkit-method": "POST", "x-hubkit-body": "text" },
        body: new Uint8Array(body),
      });
    expect((await send(recorded)).status).toBe(200);
    await expectNothingRecorded(await send(withBadByte), "a stray 0xff");
    await expectNothingRecorded(await send(new Uint8Array([0xef, 0xbb, 0xbf, ...recorded])), "a byte order mark");
  });

  it("refuses a body kind it does not know with a 400 naming the header", async () => {
    const response = await app.request("/router/hf-inference/models/google/vit-base-patch16-224", {
      method: "POST",
      headers: { "x-hubkit-body": "blob" },
      body: "x",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'x-hubkit-body must be one of text, binary, form, not "blob"' });
  });
});

describe("the body limit holds for bytes and forms", () => {
  const small = testApp({ maxReplayBodyBytes: 1000 });
  const send = (bytes: number, contentType: string) =>
    small.request("/router/hf-inference/models/google/vit-base-patch16-224", {
      method: "POST",
      headers: { "content-type": contentType, "content-length": String(bytes) },
      body: new Uint8Array(bytes),
    });

  it("reads and fingerprints bytes up to the limit, refuses one byte more", async () => {
    await expectNothingRecorded(await send(1000, "image/png"), "1000 bytes");
    expect((await send(1001, "image/png")).status).toBe(413);
    expect((await send(1001, "multipart/form-data; boundary=x")).status).toBe(413);
  });
});
