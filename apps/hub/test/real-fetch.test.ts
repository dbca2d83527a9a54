import { InferenceClient } from "@hubkit/inference";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealFetch, realUrlFor, type Endpoints } from "../src/lib/real-fetch.js";
import { listen, testApp, type Listening } from "./support.js";

describe("realUrlFor", () => {
  const endpoints: Endpoints = {
    origin: "http://127.0.0.1:5173",
    hubUrl: "https://hub.example/mirror",
    routerUrl: "https://router.example/",
  };
  it.each([
    [
      "https://huggingface.co/api/models/a/b?expand[]=inferenceProviderMapping",
      "http://127.0.0.1:5173/api/models/a/b?expand[]=inferenceProviderMapping",
    ],
    [
      "https://huggingface.co/a/b/resolve/main/x.safetensors",
      "https://hub.example/mirror/a/b/resolve/main/x.safetensors",
    ],
    ["https://router.huggingface.co/hf-inference/models/a/b", "https://router.example/hf-inference/models/a/b"],
    ["https://api.together.xyz/v1/chat/completions", "https://api.together.xyz/v1/chat/completions"],
    ["https://fal.media/files/x.png", "https://fal.media/files/x.png"],
    ["data:image/png;base64,AAAA", "data:image/png;base64,AAAA"],
  ])("%s goes to %s", (url, target) => {
    expect(realUrlFor(url, endpoints)).toBe(target);
  });
});

/**
 * The real @hubkit/inference client with the page's real-router fetch, against the real server in real mode, a
 * loopback hub (HUBKIT_HUB_URL) and a loopback router (HUBKIT_ROUTER_URL): no request may reach huggingface.co.
 */
describe("real mode: every call of the widget's client goes to the configured hub and router", () => {
  let hub: Listening;
  let router: Listening;
  let server: Listening;
  const hubSeen: string[] = [];
  const routerSeen: Array<{ path: string; authorization: string | undefined }> = [];
  beforeAll(async () => {
    const hubApp = new Hono();
    hubApp.get("/api/models/:org/:name", (c) => {
      hubSeen.push(c.req.url.slice(c.req.url.indexOf("/api/")));
      return c.json({
        _id: "0",
        id: `${c.req.param("org")}/${c.req.param("name")}`,
        inferenceProviderMapping: {
          "hf-inference": { status: "live", providerId: "acme/sentiment", task: "text-classification" },
        },
      });
    });
    hub = await listen(hubApp);
    const routerApp = new Hono();
    routerApp.post("*", (c) => {
      routerSeen.push({ path: c.req.path, authorization: c.req.header("authorization") });
      return c.json([[{ label: "POSITIVE", score: 0.99 }]]);
    });
    router = await listen(routerApp);
    server = await listen(testApp({ mode: "real", hubUrl: hub.origin, routerUrl: router.origin }));
  });
  afterAll(async () => {
    await server.close();
    await router.close();
    await hub.close();
  });

  it("looks the mapping up on the configured hub through this app, and runs on the configured router", async () => {
    const requested: string[] = [];
    const browserFetch: typeof fetch = (input, init) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    const client = new InferenceClient("hf_test_token", {
      fetch: createRealFetch(browserFetch, () => ({
        origin: server.origin,
        hubUrl: hub.origin,
        routerUrl: router.origin,
      })),
    });
    const output = await client.textClassification({
      model: "acme/sentiment-model",
      provider: "hf-inference",
      inputs: "I like you.",
    });
    expect(output[0]?.label).toBe("POSITIVE");
    expect(hubSeen).toEqual(["/api/models/acme/sentiment-model?expand[]=inferenceProviderMapping"]);
    expect(routerSeen).toEqual([
      { path: "/hf-inference/models/acme/sentiment", authorization: "Bearer hf_test_token" },
    ]);
    expect(requested.length).toBe(2);
    for (const url of requested) expect(url.startsWith(server.origin) || url.startsWith(router.origin), url).toBe(true);
    expect(requested.some((url) => url.includes("huggingface.co"))).toBe(false);
  });
});
