import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { DATA_DIR } from "../server/paths.js";
import { testApp } from "./support.js";

const app = testApp();
const corpus = join(DATA_DIR, "chat-templates");
const published = (file: string) => readFileSync(join(corpus, file), "utf8");

async function record(id: string): Promise<HubModel> {
  const response = await app.request(`/api/models/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as HubModel;
}

describe("catalogue records carry real chat templates and special tokens", () => {
  it("links a model to its published template, byte for byte, with its tokenizer's special tokens", async () => {
    const qwen = (await record("Qwen/Qwen2.5-7B-Instruct")).config?.tokenizer_config;
    expect(qwen?.chat_template).toBe(published("Qwen--Qwen2.5-7B-Instruct.jinja"));
    expect(qwen?.eos_token).toBe("<|im_end|>");
    expect(qwen?.bos_token).toBeNull();
    const llama = (await record("meta-llama/Llama-3.1-8B-Instruct")).config?.tokenizer_config;
    expect(llama?.chat_template).toBe(published("meta-llama--Llama-3.1-8B-Instruct.jinja"));
    expect([llama?.bos_token, llama?.eos_token]).toEqual(["<|begin_of_text|>", "<|eot_id|>"]);
  });

  it("shows no template where no published one is linked, and no stand-in anywhere", async () => {
    expect((await record("google/gemma-3-4b-it")).config?.tokenizer_config?.chat_template).toBeUndefined();
    const rows = (await (await app.request("/api/models?expand[]=config")).json()) as Array<{
      id: string;
      config: HubModel["config"] | null;
    }>;
    const templates = rows.flatMap((row) => {
      const template = row.config?.tokenizer_config?.chat_template;
      return typeof template === "string" ? [{ id: row.id, template }] : [];
    });
    expect(templates.length).toBeGreaterThanOrEqual(6);
    const corpusTexts = new Set(
      (JSON.parse(readFileSync(join(corpus, "index.json"), "utf8")) as Array<{ file: string }>).map((entry) =>
        published(entry.file),
      ),
    );
    for (const { id, template } of templates) expect(corpusTexts.has(template), id).toBe(true);
  });
});
