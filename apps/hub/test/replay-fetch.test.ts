import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayFetch, localUrlFor, type StandInNotice } from "../src/lib/replay-fetch.js";
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

  it("marks a Blob body as binary, so it hits the binary recording", async () => {
    const response = await replaying("https://router.huggingface.co/hf-inference/models/facebook/detr-resnet-50", {
      method: "POST",
      body: new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
    });
    expect(response.status).toBe(200);
    const boxes = (await response.json()) as Array<{ label: string }>;
    expect(boxes.every((box) => box.label === "cat")).toBe(true);
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
    expect(((await explicit.json()) as { error: string }).error).toMatch(
      /^No recorded exchange for GET https:\/\/api\.us1\.bfl\.ai/,
    );
  });

  it("passes data: URLs to the underlying fetch", async () => {
    const response = await replaying("data:text/plain;base64,aGk=");
    expect(await response.text()).toBe("hi");
  });
});
