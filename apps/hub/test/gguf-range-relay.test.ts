import { gguf } from "@hubkit/gguf";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRangeServer, type RangeServer } from "../../../test-support/gguf-range-server.js";
import { MAX_RANGE_SPAN } from "../server/gguf/served-files.js";
import { testGgufFiles } from "./fixtures/gguf-files.js";
import { listen, testApp, type Listening } from "./support.js";

/**
 * Real mode's GGUF range relay against loopback servers: a "hub" that redirects downloads to a "storage" host (the
 * package's range server, which answers as the hub's CDN does), and hubs that answer wrongly.
 */
const served = testGgufFiles().get("hubkit-demo/gguf-quantizations/model-q8_0.gguf");
const FILE = "/acme/model/resolve/main/model-q8_0.gguf";

describe("the real-mode GGUF range relay", () => {
  let storage: RangeServer;
  let hub: Listening;
  let app: Listening;
  let lastAnswer: "redirect" | "redirect-elsewhere" | "ignore-range" | "wrong-range" = "redirect";

  beforeAll(async () => {
    storage = await startRangeServer();
    if (served === undefined) throw new Error("no test file");
    storage.serve("/blobs/q8", { header: served.header, size: served.size });
    storage.serve("/blobs/whole", { header: served.header, size: served.size, ignoreRange: true });
    const hubApp = new Hono();
    hubApp.get("/acme/model/resolve/main/:file", (c) => {
      if (lastAnswer === "redirect-elsewhere") return c.redirect("https://evil.example/blob", 302);
      if (lastAnswer === "ignore-range") return c.redirect(storage.url("/blobs/whole"), 302);
      if (lastAnswer === "wrong-range")
        return c.body(new Uint8Array(4), 206, { "content-range": `bytes 5-8/${served.size}` });
      return c.redirect(storage.url("/blobs/q8"), 302);
    });
    hub = await listen(hubApp);
    const storageOrigin = new URL(storage.url("/")).origin;
    app = await listen(
      testApp({
        mode: "real",
        hubUrl: hub.origin,
        ggufFileHosts: (url: URL) => url.origin === storageOrigin,
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await hub.close();
    await storage.close();
  });

  it("lets the reader read a hub file through the app, following the hub's redirect to its storage", async () => {
    lastAnswer = "redirect";
    const parsed = await gguf(app.origin + FILE, { computeParametersCount: true });
    expect(parsed.metadata["general.architecture"]).toBe("qwen2");
    expect(parsed.parameterCount).toBe(494_032_768);
  });

  it("refuses redirects elsewhere, hubs that ignore the range or answer another one", async () => {
    for (const answer of ["redirect-elsewhere", "ignore-range", "wrong-range"] as const) {
      lastAnswer = answer;
      const response = await fetch(app.origin + FILE, { headers: { range: "bytes=0-99" } });
      expect({ answer, status: response.status }).toEqual({ answer, status: 502 });
    }
  });

  it("relays only one closed range within the span", async () => {
    lastAnswer = "redirect";
    for (const range of [undefined, "bytes=0-", "bytes=-10", "bytes=0-1,3-4", `bytes=0-${MAX_RANGE_SPAN}`]) {
      const response = await fetch(app.origin + FILE, range === undefined ? {} : { headers: { range } });
      expect({ range, status: response.status }).toEqual({ range, status: 400 });
    }
    const bad = await fetch(`${app.origin}/acme/model/resolve/main/..%2F..%2Fsecret.gguf`, {
      headers: { range: "bytes=0-1" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("the relay's default redirect rule (no ggufFileHosts given)", () => {
  let hub: Listening;
  let app: Listening;
  let location = "";

  beforeAll(async () => {
    const hubApp = new Hono();
    hubApp.get("/acme/model/resolve/main/:file", (c) => c.redirect(location, 302));
    hub = await listen(hubApp);
    app = await listen(testApp({ mode: "real", hubUrl: hub.origin }));
  });
  afterAll(async () => {
    await app.close();
    await hub.close();
  });

  it("does not follow a redirect off the hub's HTTPS hosts, whatever the name looks like", async () => {
    // Refused before any request leaves: none of these is reached (the test has no network).
    for (const next of [
      "https://cdn-lfs-us-1.hf.co:8443/blob",
      "http://cdn-lfs-us-1.hf.co/blob",
      "https://user:secret@cas-bridge.xethub.hf.co/blob",
      "https://hf.co.evil.example/blob",
    ]) {
      location = next;
      const response = await fetch(app.origin + FILE, { headers: { range: "bytes=0-99" } });
      const body: unknown = await response.json();
      expect({ next, status: response.status }).toEqual({ next, status: 502 });
      expect(JSON.stringify(body)).toContain("which the relay does not follow");
    }
  });
});
