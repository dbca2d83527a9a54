import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asCapabilityAnswer } from "../shared/provider-capabilities.js";
import { nodeHubFetch } from "../server/hub/hub-fetch.js";
import { MAX_ROUTER_MODELS_BYTES, ROUTER_MODELS_TTL_MS, RouterModels } from "../server/router-models.js";
import { OFFLINE_REASON } from "../server/routes/provider-capabilities.js";
import { listen, testApp, type Listening } from "./support.js";

/**
 * `/_hubkit/provider-capabilities/{id}`: offline it says the capabilities are unknown; in real mode the server reads
 * a loopback router's `/v1/models` (once for many pages), keeps only each provider's two flags, and refuses a list
 * that is not JSON, too large, late or wrongly shaped, naming the field.
 */
const LIST = {
  object: "list",
  data: [
    {
      id: "acme/chat",
      object: "model",
      created: 1,
      owned_by: "acme",
      providers: [
        { provider: "together", status: "live", supports_tools: true, supports_structured_output: false, pricing: {} },
        { provider: "cerebras", status: "live", supports_tools: false },
      ],
    },
    { id: "acme/other", object: "model", providers: [] },
  ],
};

type Answer = "list" | "gzip" | "html" | "bad-flag" | "huge" | "slow" | "redirect" | "script";

describe("the provider capabilities route", () => {
  let router: Listening;
  let answer: Answer = "list";
  let reads = 0;

  beforeAll(async () => {
    const routerApp = new Hono();
    routerApp.get("/v1/models", async (c) => {
      reads++;
      if (answer === "gzip") {
        return c.body(gzipSync(JSON.stringify(LIST)), 200, {
          "content-type": "application/json",
          "content-encoding": "gzip",
        });
      }
      if (answer === "html") return c.html("<html>hi</html>");
      if (answer === "redirect") return c.redirect("https://evil.example/v1/models", 302);
      if (answer === "bad-flag") {
        const bad = structuredClone(LIST);
        Object.assign(bad.data[0]!.providers[1]!, { supports_tools: "yes" });
        return c.json(bad);
      }
      if (answer === "script") {
        return c.json({ data: [{ id: "acme/chat", providers: [{ provider: "<script>alert(1)</script>" }] }] });
      }
      if (answer === "huge") {
        return c.body(JSON.stringify({ data: [], pad: "x".repeat(MAX_ROUTER_MODELS_BYTES) }), 200, {
          "content-type": "application/json",
        });
      }
      if (answer === "slow") await new Promise((resolve) => setTimeout(resolve, 2_000));
      return c.json(LIST);
    });
    router = await listen(routerApp);
  });
  afterAll(() => router.close());

  /** A fresh real-mode app (a fresh cache) against the loopback router. */
  function realApp(timeoutMs = 5_000) {
    return testApp({ mode: "real", routerUrl: router.origin, upstreamTimeoutMs: timeoutMs, hubUrl: router.origin });
  }

  it("says offline that the capabilities are unknown, and why", async () => {
    const response = await testApp().request("/_hubkit/provider-capabilities/meta-llama/Llama-3.1-8B-Instruct");
    expect(response.status).toBe(200);
    expect(asCapabilityAnswer(await response.json())).toEqual({ known: false, reason: OFFLINE_REASON });
  });

  it("gives a model's providers' flags from the router's list, read once for many pages", async () => {
    for (const form of ["list", "gzip"] as const) {
      answer = form;
      reads = 0;
      const app = realApp();
      const first = await app.request("/_hubkit/provider-capabilities/acme/chat");
      expect(first.status).toBe(200);
      expect(asCapabilityAnswer(await first.json())).toEqual({
        known: true,
        source: `${router.origin}/v1/models`,
        providers: {
          together: { supports_tools: true, supports_structured_output: false },
          cerebras: { supports_tools: false },
        },
      });
      const absent = await app.request("/_hubkit/provider-capabilities/acme/unlisted");
      expect(await absent.json()).toEqual({ known: true, source: `${router.origin}/v1/models`, providers: {} });
      expect(reads).toBe(1);
    }
  });

  it("refuses a list that is not JSON, redirects, is too large or wrongly shaped, naming what", async () => {
    const cases: [Answer, RegExp][] = [
      ["html", /is not JSON in an encoding the server reads/],
      ["redirect", /answered 302/],
      ["huge", /larger than 4 MiB/],
      ["bad-flag", /data\[0\]\.providers\[1\]\.supports_tools: expected true or false/],
      ["script", /data\[0\]\.providers\[0\]\.provider: expected a provider name/],
    ];
    for (const [form, message] of cases) {
      answer = form;
      const response = await realApp().request("/_hubkit/provider-capabilities/acme/chat");
      expect(response.status, form).toBe(502);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body: unknown = await response.json();
      expect(JSON.stringify(body), form).toMatch(message);
      expect(JSON.stringify(body)).not.toContain("<script>");
    }
  });

  it("answers 504 when the router is late", async () => {
    answer = "slow";
    const response = await realApp(300).request("/_hubkit/provider-capabilities/acme/chat");
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: `The router's list of models (${router.origin}/v1/models) did not arrive within 0.3 s`,
    });
  });

  it("reads the list again after its time, and a failed read sooner", async () => {
    answer = "list";
    reads = 0;
    let clock = 0;
    const models = new RouterModels({
      routerUrl: router.origin,
      fetch: nodeHubFetch(),
      timeoutMs: 5_000,
      now: () => clock,
    });
    const signal = new AbortController().signal;
    await models.forModel("acme/chat", signal);
    clock += ROUTER_MODELS_TTL_MS - 1;
    await models.forModel("acme/chat", signal);
    expect(reads).toBe(1);
    clock += 1;
    answer = "html";
    expect("error" in (await models.forModel("acme/chat", signal))).toBe(true);
    expect(reads).toBe(2);
    answer = "list";
    clock += 30_000;
    expect(await models.forModel("acme/chat", signal)).toMatchObject({ answer: { known: true } });
    expect(reads).toBe(3);
  });

  it("the page refuses a server answer of another shape", () => {
    expect(() =>
      asCapabilityAnswer({ known: true, source: "x", providers: { together: { supports_tools: 1 } } }),
    ).toThrow("providers.together.supports_tools: expected true or false");
    expect(() => asCapabilityAnswer({ known: "maybe" })).toThrow("known: expected true or false");
  });
});
