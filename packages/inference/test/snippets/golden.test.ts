/**
 * The reference snippets (fixtures/snippet-golden: what @huggingface/inference 3.8.1 prints for 18
 * cases) reproduced byte for byte, and nothing printed where the reference has no file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFixtureJson, fixturePath } from "../../../../test-support/fixtures.js";
import { snippets, type InferenceProvider, type InferenceProviderModelMapping } from "../../src/index.js";
import type { ModelDataMinimal } from "@hubkit/tasks";

interface GoldenCase {
  name: string;
  model: ModelDataMinimal;
  providers: InferenceProvider[];
  mappings: Record<string, InferenceProviderModelMapping>;
  opts?: Record<string, unknown>;
}

const { cases, accessToken } = readFixtureJson<{ cases: GoldenCase[]; accessToken: string }>(
  "snippet-golden/cases.json",
);
const ROOT = fixturePath("snippet-golden");
const LANGUAGES = { python: "py", js: "js", sh: "sh" } as const;

/** The golden files of one case, language and provider: `<client>/<n>.<provider>.<ext>` -> content. */
function goldenFiles(caseName: string, language: keyof typeof LANGUAGES, provider: string): Map<string, string> {
  const files = new Map<string, string>();
  const dir = join(ROOT, caseName, language);
  if (!existsSync(dir)) return files;
  for (const client of readdirSync(dir)) {
    for (const file of readdirSync(join(dir, client))) {
      const match = /^(\d+)\.(.+)\.(py|js|sh)$/.exec(file);
      if (match?.[2] === provider) files.set(`${client}/${match[1]}`, readFileSync(join(dir, client, file), "utf8"));
    }
  }
  return files;
}

/** Our snippets of one language, numbered per client as the golden layout does. */
function ours(list: readonly { language: string; client: string; content: string }[], language: string) {
  const byClient = list
    .filter((snippet) => snippet.language === language)
    .sort((a, b) => a.client.localeCompare(b.client));
  const counts = new Map<string, number>();
  const out = new Map<string, string>();
  for (const snippet of byClient) {
    const n = counts.get(snippet.client) ?? 0;
    counts.set(snippet.client, n + 1);
    out.set(`${snippet.client}/${n}`, snippet.content);
  }
  return out;
}

it("the golden set is complete (18 cases, 101 files)", () => {
  expect(cases).toHaveLength(18);
  let files = 0;
  for (const c of cases) {
    for (const provider of c.providers) {
      for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
        files += goldenFiles(c.name, language, provider).size;
      }
    }
  }
  expect(files).toBe(101);
});

describe.each(cases)("golden case $name", (c) => {
  describe.each(c.providers)("provider %s", (provider) => {
    const generated = snippets.getInferenceSnippets(c.model, accessToken, provider, c.mappings[provider], c.opts);

    it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])("%s matches the golden files exactly", (language) => {
      const expected = goldenFiles(c.name, language, provider);
      const actual = ours(generated, language);
      expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [key, content] of expected) expect(actual.get(key), key).toBe(content);
    });
  });
});
