/**
 * The reference snippets (fixtures/snippet-golden: what @huggingface/inference 3.8.1 prints for 18
 * cases) reproduced byte for byte, and nothing printed where the reference has no file, except the files
 * a deliberate difference changes (deliberate-differences.ts): those differ from the reference and equal
 * Hubkit's reviewed output in golden-overrides/.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readFixtureJson, fixturePath } from "../../../../test-support/fixtures.js";
import { snippets, type InferenceProvider, type InferenceProviderModelMapping } from "../../src/index.js";
import type { ModelDataMinimal } from "@hubkit/tasks";
import { CHANGED_GOLDEN_FILES, SNIPPET_DIFFERENCES } from "./deliberate-differences.js";

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
const OVERRIDES = fileURLToPath(new URL("golden-overrides/", import.meta.url));
const UPDATE = process.env.HUBKIT_UPDATE_GOLDENS === "1";
// Overrides end in .txt so that lint and prettier leave the generated code as it is.
const overridePath = (key: string, language: keyof typeof LANGUAGES) =>
  join(OVERRIDES, `${key}.${LANGUAGES[language]}.txt`);

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

    it.each(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[])(
      "%s matches the golden files, but for the deliberate differences",
      (language) => {
        const expected = goldenFiles(c.name, language, provider);
        const actual = ours(generated, language);
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [key, content] of expected) {
          const path = `${c.name}/${language}/${key}.${provider}`;
          const mine = actual.get(key);
          if (!Object.hasOwn(CHANGED_GOLDEN_FILES, path)) {
            expect(mine, key).toBe(content);
            continue;
          }
          expect(mine, `${path} should differ from 3.8.1 (${CHANGED_GOLDEN_FILES[path]?.join(", ")})`).not.toBe(
            content,
          );
          if (UPDATE && mine !== undefined) {
            mkdirSync(dirname(overridePath(path, language)), { recursive: true });
            writeFileSync(overridePath(path, language), mine);
          }
          expect(mine, path).toBe(readFileSync(overridePath(path, language), "utf8"));
        }
      },
    );
  });
});

describe("the deliberate differences", () => {
  const listed = Object.keys(CHANGED_GOLDEN_FILES);

  it("name only reference files that exist, each for a known difference", () => {
    for (const path of listed) {
      const [name = "", language = "", client = "", file = ""] = path.split("/");
      expect(
        existsSync(join(ROOT, name, language, client, `${file}.${LANGUAGES[language as keyof typeof LANGUAGES]}`)),
        path,
      ).toBe(true);
      for (const id of CHANGED_GOLDEN_FILES[path] ?? []) expect(Object.keys(SNIPPET_DIFFERENCES)).toContain(id);
    }
  });

  it("are each a row of the package README's table of differences", () => {
    const readme = readFileSync(fileURLToPath(new URL("../../README.md", import.meta.url)), "utf8");
    for (const id of Object.keys(SNIPPET_DIFFERENCES)) expect(readme, id).toMatch(new RegExp(`^\\| ${id} +\\|`, "m"));
  });

  it("keep no override that no difference names", () => {
    const stored: string[] = [];
    const walk = (dir: string, prefix: string) => {
      if (!existsSync(dir)) return;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
        else stored.push(`${prefix}${entry.name}`.replace(/\.(py|js|sh)\.txt$/, ""));
      }
    };
    walk(OVERRIDES, "");
    expect(stored.sort()).toEqual([...listed].sort());
  });
});
