import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_DIR, dataPath } from "../server/paths.js";
import { NOTHING_RECORDED } from "../shared/replay-protocol.js";
import { listen, testApp } from "./support.js";

const app = testApp();
const json = { "content-type": "application/json", "x-hubkit-method": "POST", "x-hubkit-body": "text" };

describe("local router: replaying recorded exchanges", () => {
  it("replays an hf-inference answer for the exact recorded request", async () => {
    const response = await app.request("/router/hf-inference/models/google-bert/bert-base-uncased", {
      method: "POST",
      headers: json,
      body: '{"inputs":"[MASK] world!"}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-hubkit-replay")).toMatch(/^[0-9a-f]{64}$/);
    const output = (await response.json()) as Array<{ token_str: string; sequence: string }>;
    expect(output.length).toBeGreaterThan(0);
    expect(output[0]?.sequence).toMatch(/world/);
  });

  it("works for direct callers without the hint headers (curl, a snippet pointed at it)", async () => {
    const response = await app.request("/router/hf-inference/models/google-bert/bert-base-uncased", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"inputs":"[MASK] world!"}',
    });
    expect(response.status).toBe(200);
  });

  it("looks a routed third-party request up under the provider's direct URL", async () => {
    const response = await app.request("/router/cerebras/v1/chat/completions", {
      method: "POST",
      headers: json,
      body: '{"messages":[{"role":"user","content":"Complete this sentence with words, one plus one is equal "}],"model":"llama3.1-8b"}',
    });
    expect(response.status).toBe(200);
    const completion = (await response.json()) as { choices: Array<{ message: { content: string } }> };
    expect(completion.choices[0]?.message.content.length).toBeGreaterThan(0);
  });

  it("replays a binary-body recording for the bytes it recorded only: the cheetah, not the six cats", async () => {
    const send = (file: string) =>
      app.request("/router/hf-inference/models/google/vit-base-patch16-224", {
        method: "POST",
        headers: { "content-type": "image/png", "x-hubkit-method": "POST", "x-hubkit-body": "binary" },
        body: readFileSync(join(dataPath(DATA_DIR, "media"), file)),
      });
    const cheetah = await send("cheetah.png");
    expect(cheetah.status).toBe(200);
    const labels = (await cheetah.json()) as Array<{ label: string; score: number }>;
    expect(labels[0]?.label).toMatch(/cheetah/);
    const cats = await send("cats.png");
    expect(cats.status).toBe(404);
    expect(cats.headers.get("x-hubkit-replay")).toBe("none");
  });

  it("replays recorded error answers with their status and body", async () => {
    const response = await app.request("/router/replicate/v1/models/black-forest-labs/flux-schnell/predictions", {
      method: "POST",
      headers: json,
      body: '{"provider":"replicate","input":{"prompt":"black forest gateau cake spelling out the words FLUX SCHNELL, tasty, food photography, dynamic shot"}}',
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toMatch(/problem\+json/);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/Additional property provider/);
  });

  it("replays plain GETs of provider result URLs (polling) through /replay", async () => {
    const url = "https://api.us1.bfl.ai/v1/get_result?id=dd8b1c92-587b-428c-9095-d8c12a641160&attempt=1";
    const response = await app.request(`/replay?url=${encodeURIComponent(url)}`, {
      headers: { "x-hubkit-method": "none" },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe("Ready");
  });

  it("serves a labelled stand-in image when the recording kept only the image's type", async () => {
    const url = "https://fal.media/files/lion/X8-x48pAMGOF6n7fINCBC.png";
    const response = await app.request(`/replay?url=${encodeURIComponent(url)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-hubkit-stand-in")).toBe("image/jpeg");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await response.text();
    expect(svg).toContain("Recorded image/jpeg answer");
    expect(svg).toContain("fal.media");
  });

  it("serves a playable stand-in WAV for recorded audio without bytes", async () => {
    const url = "https://replicate.delivery/czjl/jdiXdCIYKRp1L16FEzVzzeIU68neGs6ksVRLfiUW5Intl8XoA/output.wav";
    const response = await app.request(`/replay?url=${encodeURIComponent(url)}`);
    expect(response.headers.get("x-hubkit-stand-in")).toBe("audio/x-wav");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WAVE");
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it("drops recorded transport headers that no longer describe the body", async () => {
    for (const [path, body] of [
      ["/router/hf-inference/models/google-bert/bert-base-uncased", '{"inputs":"[MASK] world!"}'],
      [
        "/router/together/v1/completions",
        '{"inputs":"Paris is","temperature":0,"max_tokens":10,"prompt":"Paris is","model":"mistralai/Mixtral-8x7B-v0.1"}',
      ],
    ] as const) {
      const response = await app.request(path, { method: "POST", headers: json, body });
      expect(response.status).toBe(200);
      for (const name of ["transfer-encoding", "content-encoding", "connection"]) {
        expect(response.headers.get(name)).toBeNull();
      }
    }
  });

  it("answers a request nobody recorded with a 404 in plain words that names the request for a developer", async () => {
    const body = '{"inputs":"Something never recorded"}';
    const response = await app.request("/router/hf-inference/models/google-bert/bert-base-uncased", {
      method: "POST",
      headers: json,
      body,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: NOTHING_RECORDED,
      request: {
        method: "POST",
        url: "https://router.huggingface.co/hf-inference/models/google-bert/bert-base-uncased",
        body: `37 characters of text, sha256 ${createHash("sha256").update(body).digest("hex")}`,
      },
    });
  });

  it("answers a form whose parts do not parse with a 400 that says so", async () => {
    const response = await app.request("/router/hf-inference/models/openai/whisper-large-v3", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=----hubkit-0123456789", "x-hubkit-body": "form" },
      body: "no parts here",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "The form body is not multipart/form-data with the boundary its Content-Type names",
    });
  });

  it("asks for the original URL when /replay gets none", async () => {
    const response = await app.request("/replay");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/Missing \?url=/);
  });
});

describe("local router over real HTTP: streams", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(testApp({ sseEventDelayMs: 15 }));
  });
  afterAll(() => server.close());

  async function readChunks(response: Response): Promise<string[]> {
    const reader = response.body!.getReader();
    const chunks: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return chunks;
      chunks.push(new TextDecoder().decode(value));
    }
  }

  it("replays a recorded SSE answer as separate events ending with [DONE]", async () => {
    const response = await fetch(`${server.origin}/router/novita/v3/openai/chat/completions`, {
      method: "POST",
      headers: json,
      body: '{"messages":[{"role":"user","content":"Say this is a test"}],"stream":true,"model":"meta-llama/llama-3.1-8b-instruct"}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const chunks = await readChunks(response);
    // Paced events arrive as separate chunks, each a whole event.
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk).toMatch(/^data: .*\n\n$/s);
    expect(chunks.at(-1)).toBe("data: [DONE]\n\n");
  });

  it("replays a stream exactly as recorded, even when its last event has no blank line", async () => {
    const response = await fetch(`${server.origin}/router/cerebras/v1/chat/completions`, {
      method: "POST",
      headers: json,
      body: '{"messages":[{"role":"user","content":"Say \'this is a test\'"}],"stream":true,"model":"llama3.1-8b"}',
    });
    const chunks = await readChunks(response);
    const content = chunks
      .filter((event) => event.endsWith("\n\n"))
      .map((event) => JSON.parse(event.slice(6)) as { choices: Array<{ delta: { content?: string } }> })
      .map((event) => event.choices[0]?.delta.content ?? "")
      .join("");
    expect(content).toBe("This is a test.");
    expect(chunks.at(-1)).toMatch(/"created":1740751481}}"$/);
  });

  it("replays a stream that carries an error event as recorded", async () => {
    const response = await fetch(`${server.origin}/router/hf-inference/models/meta-llama/Llama-3.2-3B`, {
      method: "POST",
      headers: json,
      body: '{"inputs":"Write a short story about a robot that becomes sentient and takes over the world.","parameters":{"max_new_tokens":10000},"stream":true}',
    });
    expect(await response.text()).toMatch(/^data: \{"error":"Input validation error/);
  });
});
