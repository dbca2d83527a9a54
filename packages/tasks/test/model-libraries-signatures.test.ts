/**
 * Call shapes of the library snippets against the real signatures of the functions they import, kept as
 * data in fixtures/library-signatures.json (library version, commit, source file). The ML libraries cannot
 * run here, so python3 reads each snippet with `ast` and binds every call of a recorded function with
 * `inspect.Signature.bind` on a signature built from the data: the function exists (a removed one such as
 * `from_pretrained_keras` fails), no unknown keyword, every required argument given, no extra positional.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement, type ModelData } from "../src/index.js";
import { bindSignatures, SIGNATURES } from "./library-signature-check.js";
import { languageOf, librariesWithSnippets } from "./library-snippet-languages.js";

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures");
const cases = (
  JSON.parse(readFileSync(join(FIXTURES, "library-snippets", "cases.json"), "utf8")) as {
    cases: { model?: ModelData }[];
  }
).cases.flatMap((testCase) => (testCase.model !== undefined ? [testCase.model] : []));
const publicModels = readFixtureJson<{ models: ModelData[] }>("models-public.json").models;
const elements = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

/** Every Python snippet of every library, for the public records and the golden cases' records. */
function pythonSnippets(): { where: string; code: string }[] {
  const jobs = new Map<string, string>();
  for (const library of librariesWithSnippets) {
    for (const record of [...publicModels, ...cases]) {
      elements[library.key]!.snippets!(record).forEach((code, index) => {
        if (languageOf(library, index) === "python" && !jobs.has(code)) {
          jobs.set(code, `${library.key} #${index} for ${record.id}`);
        }
      });
    }
  }
  return [...jobs].map(([code, where]) => ({ where, code }));
}

describe("library snippets bind to the recorded signatures", () => {
  it("records each library's version, commit and the source file of each function", () => {
    const data = JSON.parse(SIGNATURES) as {
      libraries: Record<string, { version: string; commit: string; functions: Record<string, { source: string }> }>;
    };
    for (const [name, library] of Object.entries(data.libraries)) {
      expect(library.version, name).toMatch(/^\d+\.\d+/);
      expect(library.commit, name).toMatch(/^[0-9a-f]{40}$/);
      for (const [fn, spec] of Object.entries(library.functions)) {
        expect(spec.source, `${name}.${fn}`).toMatch(/\.py/);
      }
    }
  });

  it("every call of a recorded function, in every Python snippet", () => {
    const jobs = pythonSnippets();
    const findings = bindSignatures(jobs.map((job) => job.code));
    const problems = jobs.flatMap((job, i) => findings[i]!.problems.map((problem) => `${job.where}: ${problem}`));
    expect(problems).toEqual([]);
    // 987 calls today (2026-11-25): hf_hub_download, snapshot_download, list_repo_files, from_pretrained_fastai.
    expect(findings.reduce((sum, finding) => sum + finding.bound, 0)).toBeGreaterThan(500);
  }, 60_000);

  it("reports removed functions, unknown keywords, missing and extra arguments", () => {
    const findings = bindSignatures([
      'from huggingface_hub import from_pretrained_keras\nmodel = from_pretrained_keras("org/model")',
      'from huggingface_hub import hf_hub_download\nhf_hub_download("org/model", "f.bin", local_dir_use_symlinks=False)',
      'from huggingface_hub import hf_hub_download as get\nget(repo_id="org/model")',
      'from huggingface_hub import snapshot_download\nsnapshot_download("org/model", "main")',
      'from huggingface_hub import snapshot_download\nsnapshot_download("org/model", local_dir="x")',
    ]);
    expect(findings.map((finding) => finding.problems.length)).toEqual([1, 1, 1, 1, 0]);
    expect(findings[0]!.problems[0]).toContain("removed in huggingface_hub 1.0");
    expect(findings[1]!.problems[0]).toContain("unexpected keyword argument 'local_dir_use_symlinks'");
    expect(findings[2]!.problems[0]).toContain("missing a required argument: 'filename'");
    expect(findings[3]!.problems[0]).toContain("too many positional arguments");
    expect(findings[4]!.bound).toBe(1);
  });

  it("binds constructors, class methods and the methods of what a recorded call returns", () => {
    const lib = {
      version: "1.0",
      commit: "0".repeat(40),
      functions: {
        Model: { source: "lib.py", parameters: [{ name: "name", kind: "positional_or_keyword", required: true }] },
        "Model.from_pretrained": {
          source: "lib.py",
          returns: "Model",
          parameters: [
            { name: "repo_id", kind: "positional_or_keyword", required: true },
            { name: "device", kind: "keyword_only", required: false },
          ],
        },
        "Model.generate": {
          source: "lib.py",
          parameters: [{ name: "text", kind: "positional_or_keyword", required: true }],
        },
      },
    };
    const data = JSON.stringify({ libraries: { lib, "pkg.lib": lib } });
    const findings = bindSignatures(
      [
        'from lib import Model\nm = Model.from_pretrained("org/x", device="cpu")\nm.generate("hi")\nModel("a").generate("b")',
        'from lib import Model\nm = Model.from_pretrained("org/x", dtype=1)',
        'from lib import Model\nm = Model.from_pretrained("org/x")\nm.stream("hi")',
        'from lib import Model\nm = Model.from_pretrained("org/x")\nm = 3\nm.stream("hi")',
        'from lib import Model\nif True:\n    m = Model("a")\n    with open("f") as f:\n        m.generate()',
        "from lib import Other",
        'from pkg import lib as l\nm = l.Model("a")\nm.generate("b")\nm("c")\nl.missing()',
        'import pkg.lib as k\nk.Model("a").generate()',
      ],
      data,
    );
    expect(findings.map((finding) => finding.bound)).toEqual([4, 0, 1, 1, 1, 0, 2, 1]);
    expect(findings[0]!.problems).toEqual([]);
    expect(findings[1]!.problems).toEqual([
      "line 2: lib.Model.from_pretrained: got an unexpected keyword argument 'dtype'",
    ]);
    expect(findings[2]!.problems).toEqual([
      "line 3: calls lib.Model.stream, which library-signatures.json does not record",
    ]);
    expect(findings[3]!.problems).toEqual([]);
    expect(findings[4]!.problems).toEqual(["line 5: lib.Model.generate: missing a required argument: 'text'"]);
    expect(findings[5]!.problems).toEqual(["imports lib.Other, which library-signatures.json does not record"]);
    expect(findings[6]!.problems).toEqual([
      "line 4: calls pkg.lib.Model.__call__, which library-signatures.json does not record",
      "line 5: calls pkg.lib.missing, which library-signatures.json does not record",
    ]);
    expect(findings[7]!.problems).toEqual(["line 2: pkg.lib.Model.generate: missing a required argument: 'text'"]);
  });
});
