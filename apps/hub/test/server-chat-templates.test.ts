import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../../test-support/fixtures.js";
import type { RealChatTemplate } from "../shared/hub-types.js";
import { readChatTemplates } from "../server/chat-templates.js";
import { testApp } from "./support.js";

const CORPUS = fixturePath("chat-templates");

describe("GET /_hubkit/chat-templates", () => {
  it("lists every published template with its model and source, sorted by model", async () => {
    const response = await testApp().request("/_hubkit/chat-templates");
    expect(response.status).toBe(200);
    const body = (await response.json()) as RealChatTemplate[];
    expect(body).toHaveLength(80);
    const models = body.map((entry) => entry.model);
    expect(models).toEqual(models.toSorted((a, b) => a.localeCompare(b)));
    const qwen = body.find((entry) => entry.model === "Qwen/Qwen2.5-7B-Instruct");
    expect(qwen?.template).toBe(readFileSync(join(CORPUS, "Qwen--Qwen2.5-7B-Instruct.jinja"), "utf8"));
    expect(qwen?.source).toMatch(/^huggingface\/huggingface\.js:/);
  });

  it("is compressed for a client that accepts gzip", async () => {
    const response = await testApp().request("/_hubkit/chat-templates", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const raw = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(gunzipSync(raw));
    expect(raw.length).toBeLessThan(text.length / 4);
    expect((JSON.parse(text) as unknown[]).length).toBe(80);
  });

  it("is served in real mode too: the real hub has no such route", async () => {
    const app = testApp({ mode: "real", upstreamFetch: () => Promise.reject(new Error("no network in this test")) });
    const response = await app.request("/_hubkit/chat-templates");
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(80);
  });
});

describe("readChatTemplates", () => {
  const folder = (index: unknown, files: Record<string, string> = {}) => {
    const dir = mkdtempSync(join(tmpdir(), "hubkit-templates-"));
    writeFileSync(join(dir, "index.json"), JSON.stringify(index));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it("names the index entry that lacks a field", () => {
    const dir = folder(
      [
        { file: "a.jinja", model: "a/a", source: "x" },
        { file: "b.jinja", model: "b/b" },
      ],
      {
        "a.jinja": "{{ x }}",
      },
    );
    expect(() => readChatTemplates(dir)).toThrow(
      /index\.json: entry 1 needs a plain "file" name, a "model" and a "source"/,
    );
  });

  it("refuses a file name that leaves the folder", () => {
    const dir = folder([{ file: "../outside.jinja", model: "a/a", source: "x" }]);
    expect(() => readChatTemplates(dir)).toThrow(/entry 0 needs a plain "file" name/);
  });

  it("says which listed file is missing, and that the index must be a list", () => {
    expect(() => readChatTemplates(folder([{ file: "gone.jinja", model: "a/a", source: "x" }]))).toThrow(/gone\.jinja/);
    expect(() => readChatTemplates(folder({ templates: [] }))).toThrow(/index\.json: not a list of templates/);
  });
});
