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

describe("model library catalogue against the reference data", () => {
  it("has every library, in the reference order", () => {
    expect(ALL_MODEL_LIBRARY_KEYS).toEqual(reference.libraries.map((library) => library.key));
    expect(Object.keys(MODEL_LIBRARIES_UI_ELEMENTS)).toEqual(ALL_MODEL_LIBRARY_KEYS);
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

    it(library.hasSnippets ? "returns at least one non-empty snippet" : "has no snippets", () => {
      if (!library.hasSnippets) {
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
