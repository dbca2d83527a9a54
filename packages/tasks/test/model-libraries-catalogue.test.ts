import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import {
  ALL_DISPLAY_MODEL_LIBRARY_KEYS,
  ALL_MODEL_LIBRARY_KEYS,
  MODEL_LIBRARIES_UI_ELEMENTS,
  type LibraryUiElement,
  type ModelData,
} from "../src/index.js";

interface ReferenceLibrary {
  key: string;
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl?: string;
  filter?: boolean;
  countDownloads?: string;
  hasSnippets: boolean;
}

interface Catalogue {
  libraries: ReferenceLibrary[];
  allDisplayModelLibraryKeys: string[];
}

const reference = readFixtureJson<Catalogue>("library-catalogue.json");
const elements = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

/**
 * Snippets written in wt-snip, issue 30: the libraries that have snippets in @huggingface/tasks 0.21.54 and none here
 * yet (the 44 libraries added since 0.18, and moshi), with the languages of the official snippets. Each one's usage is
 * written from the library's own sources and wired into model-libraries.ts as it lands; the test below keeps this list
 * exact, so it can only shrink.
 */
const SNIPPETS_PENDING = new Set([
  "aneforge", // python
  "colipri", // shell+python
  "flextab", // shell+python+python+python
  "phantom-wan", // python
  "routee-powertrain", // python
  // (the language comments are those of 0.21.54's snippets for a generic model record)
]);

describe("model library catalogue against the reference data", () => {
  it("has every library, in the reference order", () => {
    expect(ALL_MODEL_LIBRARY_KEYS).toEqual(reference.libraries.map((library) => library.key));
    expect(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS)).toEqual(ALL_MODEL_LIBRARY_KEYS);
  });

  it("lists as pending exactly the libraries with official snippets that have none here", () => {
    const withoutOurs = reference.libraries
      .filter((library) => library.hasSnippets && elements[library.key]?.snippets === undefined)
      .map((library) => library.key);
    expect(withoutOurs).toEqual([...SNIPPETS_PENDING]);
  });

  it("lists the filterable libraries as ALL_DISPLAY_MODEL_LIBRARY_KEYS", () => {
    expect(ALL_DISPLAY_MODEL_LIBRARY_KEYS).toEqual(reference.allDisplayModelLibraryKeys);
  });

  describe.each(reference.libraries.map((library) => [library.key, library] as const))("%s", (key, library) => {
    const element = elements[key]!;

    it("has the reference labels, links, filter flag and download query", () => {
      const { snippets: _snippets, ...data } = element;
      const expected: Record<string, unknown> = {
        prettyLabel: library.prettyLabel,
        repoName: library.repoName,
        repoUrl: library.repoUrl,
      };
      for (const optional of ["docsUrl", "filter", "countDownloads"] as const) {
        if (library[optional] !== undefined) {
          expected[optional] = library[optional];
        }
      }
      expect(data).toEqual(expected);
    });

    const pending = SNIPPETS_PENDING.has(key);
    const title = library.hasSnippets && !pending ? "returns at least one non-empty snippet" : "has no snippets";
    it(pending ? `${title} (yet: snippets pending, see SNIPPETS_PENDING)` : title, () => {
      if (!library.hasSnippets || pending) {
        expect(element.snippets).toBeUndefined();
        return;
      }
      const model: ModelData = { id: "org/model", tags: [], inference: "" };
      const snippets = element.snippets!(model);
      expect(snippets.length).toBeGreaterThan(0);
      for (const snippet of snippets) {
        expect(snippet.trim()).not.toBe("");
      }
    });
  });
});
