/**
 * Which libraries have snippets both in the reference catalogue and here, and the language of each of Hubkit's
 * snippets, for the tests that parse, compare and bind them. The reference (fixtures/library-catalogue.json) records
 * the languages of the official snippets; Hubkit's follow them except where listed in OWN_LANGUAGES.
 */
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement } from "../src/index.js";

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
