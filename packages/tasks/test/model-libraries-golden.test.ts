/**
 * Golden snippets: for each case of fixtures/library-snippets/cases.json (at least one per library with
 * snippets, plus the model-aware rules), the snippets must equal the reviewed files
 * `<library>/<name>.<index>.<ext>`. `HUBKIT_UPDATE_GOLDENS=1` rewrites them (review the diff).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement, type ModelData } from "../src/index.js";
import { languageOf, librariesWithSnippets } from "./library-snippet-languages.js";

interface GoldenCase {
  library: string;
  name: string;
  model?: ModelData;
  publicModel?: string;
}

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures", "library-snippets");
const UPDATE = process.env.HUBKIT_UPDATE_GOLDENS === "1";
// JavaScript goldens end in .js.txt: they import packages this repository must not depend on, so the
// linter must not read them as our own code.
const EXTENSIONS: Record<string, string> = { python: "py", javascript: "js.txt", shell: "sh", csharp: "cs" };

const cases = (JSON.parse(readFileSync(join(FIXTURES, "cases.json"), "utf8")) as { cases: GoldenCase[] }).cases;
const publicModels = new Map(
  readFixtureJson<{ models: ModelData[] }>("models-public.json").models.map((model) => [model.id, model]),
);
const catalogue = new Map(librariesWithSnippets.map((library) => [library.key, library]));
const elements = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

function extension(library: string, index: number): string {
  return EXTENSIONS[languageOf(catalogue.get(library)!, index)]!;
}

function modelOf(testCase: GoldenCase): ModelData {
  if (testCase.publicModel !== undefined) {
    const model = publicModels.get(testCase.publicModel);
    if (model === undefined) {
      throw new Error(`cases.json: ${testCase.publicModel} is not in models-public.json`);
    }
    return model;
  }
  return testCase.model!;
}

function goldenFiles(testCase: GoldenCase): string[] {
  const dir = join(FIXTURES, testCase.library);
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir)
    .filter(
      (file) => file.startsWith(`${testCase.name}.`) && /^\d+\.[\w.]+$/.test(file.slice(testCase.name.length + 1)),
    )
    .sort();
}

describe("golden library snippets", () => {
  it("cover every library that has snippets", () => {
    const covered = new Set(cases.map((testCase) => testCase.library));
    const missing = [...catalogue.values()].filter((library) => !covered.has(library.key));
    expect(missing.map((library) => library.key)).toEqual([]);
  });

  it("have unique names per library and no stray files", () => {
    const names = cases.map((testCase) => `${testCase.library}/${testCase.name}`);
    expect(new Set(names).size).toBe(names.length);
    for (const library of new Set(cases.map((testCase) => testCase.library))) {
      const dir = join(FIXTURES, library);
      const expected = new Set(
        cases
          .filter((testCase) => testCase.library === library)
          .flatMap((testCase) =>
            elements[library]!.snippets!(modelOf(testCase)).map(
              (_, i) => `${testCase.name}.${i}.${extension(library, i)}`,
            ),
          ),
      );
      const present = existsSync(dir) ? readdirSync(dir) : [];
      if (UPDATE) {
        present.filter((file) => !expected.has(file)).forEach((file) => rmSync(join(dir, file)));
        continue;
      }
      expect(
        present.filter((file) => !expected.has(file)),
        library,
      ).toEqual([]);
    }
  });

  it.each(cases.map((testCase) => [`${testCase.library} / ${testCase.name}`, testCase] as const))(
    "%s",
    (_, testCase) => {
      const snippets = elements[testCase.library]!.snippets!(modelOf(testCase));
      const files = snippets.map((_, i) => `${testCase.name}.${i}.${extension(testCase.library, i)}`);
      if (UPDATE) {
        mkdirSync(join(FIXTURES, testCase.library), { recursive: true });
        snippets.forEach((snippet, i) => writeFileSync(join(FIXTURES, testCase.library, files[i]!), `${snippet}\n`));
      }
      expect(goldenFiles(testCase)).toEqual([...files].sort());
      snippets.forEach((snippet, i) => {
        const expected = readFileSync(join(FIXTURES, testCase.library, files[i]!), "utf8");
        expect(`${snippet}\n`).toBe(expected);
      });
    },
  );
});
