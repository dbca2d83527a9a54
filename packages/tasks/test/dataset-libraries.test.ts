import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { DATASET_LIBRARIES_UI_ELEMENTS } from "../src/index.js";

interface ReferenceDatasetLibrary {
  key: string;
  prettyLabel: string;
  repoName: string;
  repoUrl: string;
  docsUrl?: string;
}

const reference = readFixtureJson<{ datasetLibraries: ReferenceDatasetLibrary[] }>(
  "library-catalogue.json",
).datasetLibraries;

describe("DATASET_LIBRARIES_UI_ELEMENTS", () => {
  it("has the reference libraries in order", () => {
    expect(Object.keys(DATASET_LIBRARIES_UI_ELEMENTS)).toEqual(reference.map((library) => library.key));
  });

  it.each(reference.map((library) => [library.key, library] as const))(
    "%s has the reference label and links",
    (key, { key: _key, ...expected }) => {
      expect(DATASET_LIBRARIES_UI_ELEMENTS[key as keyof typeof DATASET_LIBRARIES_UI_ELEMENTS]).toEqual(expected);
    },
  );
});
