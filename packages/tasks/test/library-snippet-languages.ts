/**
 * Which libraries have snippets both in the reference catalogue and here, the language of each of Hubkit's
 * snippets, and the one walk over them, for the tests that parse, compare and bind them. The reference
 * (fixtures/library-catalogue.json) records the languages of the official snippets; Hubkit's follow them except
 * where listed in OWN_LANGUAGES.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement, type ModelData } from "../src/index.js";

export type SnippetLanguage = "python" | "javascript" | "shell" | "csharp";

export interface ReferenceLibrary {
  key: string;
  hasSnippets: boolean;
  snippetLanguage?: SnippetLanguage | "mixed";
  snippetLanguagesInOrder?: SnippetLanguage[];
}

/**
 * Libraries whose snippets here are in other languages than the official ones (one language for all of them, or
 * one per snippet in order). Each is written from the library's current docs, which say what to run.
 */
const OWN_LANGUAGES: Readonly<Partial<Record<string, SnippetLanguage | readonly SnippetLanguage[]>>> = {
  // 0.21.54 shows a `pip install` shell snippet before the Python one; Hubkit's diffusers snippets are all Python.
  diffusers: "python",
  // Issue 30's new libraries: the install step is a comment in the Python snippet, not a shell snippet of its own.
  "chronos-forecasting": "python",
  collectorvision: "python",
  multimolecule: "python",
  nobg: "python",
  "sap-rpt-1-oss": "python",
  // Run from the command line as their READMEs say (a server, a CLI or a clone's scripts).
  memra: "shell",
  moshi: "shell",
  renderformer: "shell",
  univa: "shell",
  vibevoice: "shell",
  // The checkpoints are downloaded into a clone first, then its Python helpers run.
  "sam-3d-objects": ["shell", "python"],
};

const elements = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

export const referenceLibraries = readFixtureJson<{ libraries: ReferenceLibrary[] }>(
  "library-catalogue.json",
).libraries;

/**
 * The libraries with snippets here. The reference's other libraries with snippets are the pending list of
 * model-libraries-catalogue.test.ts (snippets being written elsewhere), which that test keeps exact.
 */
export const librariesWithSnippets = referenceLibraries.filter(
  (library) => library.hasSnippets && elements[library.key]?.snippets !== undefined,
);

/** The language of Hubkit's snippet number `index` of `library`. */
export function languageOf(library: ReferenceLibrary, index: number): SnippetLanguage {
  const own = OWN_LANGUAGES[library.key];
  if (typeof own === "string") return own;
  if (own !== undefined) {
    const language = own[index];
    if (language === undefined) throw new Error(`OWN_LANGUAGES: no language for ${library.key} snippet #${index}`);
    return language;
  }
  const language =
    library.snippetLanguage === "mixed" ? library.snippetLanguagesInOrder?.[index] : library.snippetLanguage;
  if (language === undefined) {
    throw new Error(`library-catalogue.json: no language recorded for ${library.key} snippet #${index}`);
  }
  return language;
}

/** One snippet of one library for one record, with the language it is written in. */
export interface RecordSnippet<R extends ModelData> {
  library: string;
  index: number;
  language: SnippetLanguage;
  code: string;
  record: R;
}

/**
 * The one walk over the catalogue's snippets that the parse, golden and signature tests share: every snippet of
 * every library with snippets, for each record, library by library.
 */
export function* everySnippet<R extends ModelData>(records: readonly R[]): Generator<RecordSnippet<R>> {
  for (const library of librariesWithSnippets) {
    const snippets = elements[library.key]?.snippets;
    if (snippets === undefined) continue;
    for (const record of records) {
      const codes = snippets(record);
      for (const [index, code] of codes.entries()) {
        yield { library: library.key, index, language: languageOf(library, index), code, record };
      }
    }
  }
}

/** The records of the golden cases (fixtures/library-snippets/cases.json), beside the public records. */
export const goldenCaseRecords: readonly ModelData[] = (
  JSON.parse(
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), "fixtures", "library-snippets", "cases.json"), "utf8"),
  ) as { cases: { model?: ModelData }[] }
).cases.flatMap((testCase) => (testCase.model !== undefined ? [testCase.model] : []));

export const publicRecords: readonly ModelData[] = readFixtureJson<{ models: ModelData[] }>(
  "models-public.json",
).models;

/** A distinct Python snippet and where it first came from. */
export interface PythonSnippet {
  library: string;
  where: string;
  code: string;
}

/** Every distinct Python snippet of every library, for the public records and the golden cases' records. */
export function pythonSnippets(): PythonSnippet[] {
  const jobs = new Map<string, PythonSnippet>();
  for (const snippet of everySnippet([...publicRecords, ...goldenCaseRecords])) {
    if (snippet.language === "python" && !jobs.has(snippet.code)) {
      jobs.set(snippet.code, {
        library: snippet.library,
        where: `${snippet.library} #${snippet.index} for ${snippet.record.id}`,
        code: snippet.code,
      });
    }
  }
  return [...jobs.values()];
}
