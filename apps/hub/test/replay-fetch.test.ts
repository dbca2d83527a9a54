import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBodyKey } from "../server/replay/body-key.js";
import { createReplayFetch, localUrlFor, type StandInNotice } from "../src/lib/replay-fetch.js";
import { NOTHING_RECORDED } from "../shared/replay-protocol.js";
import { binaryBodyRecordings, sampleFile, SAMPLE_FILES, tapeLibrary } from "./recorded.js";
import { listen, testApp } from "./support.js";

describe("localUrlFor", () => {
  const origin = "http://127.0.0.1:5173";
  it.each([
    [
      "https://huggingface.co/api/models/a/b?expand[]=inferenceProviderMapping",
      `${origin}/api/models/a/b?expand[]=inferenceProviderMapping`,
    ],
    ["https://router.huggingface.co/hf-inference/models/a/b", `${origin}/router/hf-inference/models/a/b`],
    [
      "https://api.us1.bfl.ai/v1/get_result?id=1&attempt=0",
      `${origin}/replay?url=${encodeURIComponent("https://api.us1.bfl.ai/v1/get_result?id=1&attempt=0")}`,
    ],
    ["https://fal.media/files/x.png", `${origin}/replay?url=${encodeURIComponent("https://fal.media/files/x.png")}`],
  ])("%s goes to %s", (url, local) => {
    expect(localUrlFor(url, origin)).toBe(local);
  });

  it("leaves data:, blob:, same-origin and relative URLs alone", () => {
    expect(localUrlFor("data:image/png;base64,AAAA", origin)).toBeUndefined();
    expect(localUrlFor("blob:http://127.0.0.1:5173/uuid", origin)).toBeUndefined();
    expect(localUrlFor(`${origin}/media/cats.png`, origin)).toBeUndefined();
    expect(localUrlFor("/media/cats.png", origin)).toBeUndefined();
  });
});

describe("createReplayFetch against the real local server", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  const notices: StandInNotice[] = [];
  let replaying: typeof fetch;
  beforeAll(async () => {
    server = await listen(testApp());
    replaying = createReplayFetch(fetch, { origin: server.origin, onStandIn: (notice) => notices.push(notice) });
  });
  afterAll(() => server.close());

  it("replays a router request with a JSON body", async () => {
    const response = await replaying(
      "https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer hf_test" },
        body: '{"inputs":"[MASK] world!"}',
      },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("serves hub API calls from the local catalogue", async () => {
    const response = await replaying("https://huggingface.co/api/models/google-t5/t5-base/tree/main");
    const tree = (await response.json()) as Array<{ path: string }>;
    expect(tree.some((entry) => entry.path === "model.safetensors")).toBe(true);
  });

  it("replays plain GETs (no method given) and reports stand-ins", async () => {
    const response = await replaying("https://fal.media/files/lion/X8-x48pAMGOF6n7fINCBC.png");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(notices.at(-1)).toEqual({
      url: "https://fal.media/files/lion/X8-x48pAMGOF6n7fINCBC.png",
      recordedType: "image/jpeg",
    });
  });

  it("distinguishes fetch(url) from fetch(url, {method: 'GET'}) as the recordings do", async () => {
    const url = "https://api.us1.bfl.ai/v1/get_result?id=dd8b1c92-587b-428c-9095-d8c12a641160&attempt=0";
    expect((await replaying(url)).status).toBe(200);
    const explicit = await replaying(url, { method: "GET" });
    expect(explicit.status).toBe(404);
    expect(await explicit.json()).toEqual({
      error: NOTHING_RECORDED,
      request: { method: "GET", url, body: "no body" },
    });
  });

  it("passes data: URLs to the underlying fetch", async () => {
    const response = await replaying("data:text/plain;base64,aGk=");
    expect(await response.text()).toBe("hi");
  });
});

describe("the replaying fetch delivers every body the client can send, bytes unchanged", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  let replaying: typeof fetch;
  beforeAll(async () => {
    server = await listen(testApp());
    replaying = createReplayFetch(fetch, { origin: server.origin });
  });
  afterAll(() => server.close());

  const vit = "https://router.huggingface.co/hf-inference/models/google/vit-base-patch16-224";
  const cheetah = sampleFile("cheetah.png");
  /** The cheetah inside a larger buffer, so a view that sent the whole buffer would send other bytes. */
  const padded = new Uint8Array(cheetah.length + 64);
  padded.set(cheetah, 32);

  const shapes: Array<[string, () => BodyInit]> = [
    ["a Blob", () => new Blob([new Uint8Array(cheetah)], { type: "image/png" })],
    ["an ArrayBuffer", () => padded.slice(32, 32 + cheetah.length).buffer],
    ["a Uint8Array view at an offset", () => new Uint8Array(padded.buffer, 32, cheetah.length)],
    ["a DataView at an offset", () => new DataView(padded.buffer, 32, cheetah.length)],
  ];

  it.each(shapes)("%s of the recorded sample replays its answer", async (_, body) => {
    const response = await replaying(vit, { method: "POST", body: body() });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(binaryAnswer(vit));
  });

  it.each(shapes)("%s of other bytes gets no recorded answer", async (_, body) => {
    const bytes = new Uint8Array(await new Response(body()).arrayBuffer());
    bytes[500] = (bytes[500] ?? 0) ^ 1;
    const response = await replaying(vit, { method: "POST", body: new Blob([bytes]) });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-hubkit-replay")).toBe("none");
  });

  it("a stream is read and sent as its bytes; URLSearchParams as their text", async () => {
    const stream = new Blob([new Uint8Array(cheetah)]).stream();
    const streamed = await replaying(vit, { method: "POST", body: stream });
    expect(await streamed.text()).toBe(binaryAnswer(vit));
    const params = await replaying(vit, { method: "POST", body: new URLSearchParams({ inputs: "x" }) });
    expect(params.status).toBe(404);
    expect(((await params.json()) as { request: { body: string } }).request.body).toMatch(/^8 characters of text, /);
  });

  it("a Request object's body goes as its bytes, read by its Content-Type (JSON as text, an image as bytes)", async () => {
    const json = await replaying(
      new Request("https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"inputs":"[MASK] world!"}',
      }),
    );
    expect(json.status).toBe(200);
    const image = await replaying(
      new Request(vit, { method: "POST", body: new Blob([new Uint8Array(cheetah)], { type: "image/png" }) }),
    );
    expect(await image.text()).toBe(binaryAnswer(vit));
  });

  it("each binary-body recording on the router replays through it for its sample, and for no other sample", async () => {
    const routed = binaryBodyRecordings().filter(({ exchange }) =>
      exchange.url.startsWith("https://router.huggingface.co/"),
    );
    expect(routed).toHaveLength(8);
    for (const { key, exchange } of routed) {
      const sample = tapeLibrary.binaryRecordings.find((recording) => recording.recordedKey === key)?.sample;
      for (const name of SAMPLE_FILES) {
        const response = await replaying(exchange.url, {
          method: "POST",
          body: new Blob([new Uint8Array(sampleFile(name))]),
        });
        if (name === sample) {
          expect(response.status, `${exchange.url} ${name}`).toBe(exchange.response.status);
          if (exchange.response.body !== "") expect(await response.text()).toBe(exchange.response.body);
        } else {
          expect(response.status, `${exchange.url} ${name}`).toBe(404);
          expect(response.headers.get("x-hubkit-replay")).toBe("none");
        }
      }
    }
  });

  it("a FormData goes with its multipart Content-Type and boundary, and the server reads the same parts", async () => {
    const form = () => {
      const built = new FormData();
      built.append(
        "file",
        new Blob([new Uint8Array(sampleFile("sample1.flac"))], { type: "audio/flac" }),
        "audio.flac",
      );
      built.append("model", "whisper-1");
      return built;
    };
    const url = "https://router.huggingface.co/hf-inference/models/openai/whisper-large-v3";
    // Two sends, two random boundaries: the same fingerprint, the one of the parts themselves.
    const fingerprints: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await replaying(url, { method: "POST", body: form() });
      expect(response.status).toBe(404);
      fingerprints.push(((await response.json()) as { request: { body: string } }).request.body);
    }
    const { formSha256 } = await formBodyKey(form());
    expect(fingerprints).toEqual([
      `a form of 2 parts, sha256 ${formSha256} of its parts`,
      `a form of 2 parts, sha256 ${formSha256} of its parts`,
    ]);
  });

  it("a form over the body limit is refused, not read", async () => {
    const big = new FormData();
    big.append("file", new Blob([new Uint8Array(8 * 1024 * 1024)]), "big.bin");
    const response = await replaying("https://router.huggingface.co/hf-inference/models/x/y", {
      method: "POST",
      body: big,
    });
    expect(response.status).toBe(413);
  });
});

function binaryAnswer(url: string): string {
  const recording = binaryBodyRecordings().find(({ exchange }) => exchange.url === url);
  if (recording === undefined) throw new Error(`no binary-body recording of ${url}`);
  return recording.exchange.response.body;
}
