/**
 * Call shapes of the library snippets against the real signatures of the functions they import, kept as
 * data in fixtures/library-signatures.json (library version, commit, source file). The ML libraries cannot
 * run here, so python3 reads each snippet with `ast` and binds every call of a recorded function with
 * `inspect.Signature.bind` on a signature built from the data: the function exists (a removed one such as
 * `from_pretrained_keras` fails), no unknown keyword, every required argument given, no extra positional.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { MODEL_LIBRARIES_UI_ELEMENTS, type LibraryUiElement, type ModelData } from "../src/index.js";
import { languageOf, librariesWithSnippets } from "./library-snippet-languages.js";

interface Finding {
  /** Calls bound to a recorded signature. */
  bound: number;
  problems: string[];
}

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures");
const SIGNATURES = readFileSync(join(FIXTURES, "library-signatures.json"), "utf8");
const cases = (
  JSON.parse(readFileSync(join(FIXTURES, "library-snippets", "cases.json"), "utf8")) as {
    cases: { model?: ModelData }[];
  }
).cases.flatMap((testCase) => (testCase.model !== undefined ? [testCase.model] : []));
const publicModels = readFixtureJson<{ models: ModelData[] }>("models-public.json").models;
const elements = MODEL_LIBRARIES_UI_ELEMENTS as Record<string, LibraryUiElement>;

const CHECKER = String.raw`
import ast, inspect, json, sys

data = json.loads(sys.argv[1])
KINDS = {
    "positional_only": inspect.Parameter.POSITIONAL_ONLY,
    "positional_or_keyword": inspect.Parameter.POSITIONAL_OR_KEYWORD,
    "keyword_only": inspect.Parameter.KEYWORD_ONLY,
    "var_positional": inspect.Parameter.VAR_POSITIONAL,
    "var_keyword": inspect.Parameter.VAR_KEYWORD,
}

def signature(spec):
    params = []
    for p in spec["parameters"]:
        kind = KINDS[p["kind"]]
        optional = not p["required"] and kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
        params.append(inspect.Parameter(p["name"], kind, default=None if optional else inspect.Parameter.empty))
    return inspect.Signature(params)

def check(code):
    bound, problems = 0, []
    tree = ast.parse(code)
    local = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in data["libraries"]:
            library = data["libraries"][node.module]
            for alias in node.names:
                if alias.name in library["removed"]:
                    problems.append(f"imports {node.module}.{alias.name}, removed in {library['removed'][alias.name]}")
                elif alias.name not in library["functions"]:
                    problems.append(f"imports {node.module}.{alias.name}, which library-signatures.json does not record")
                else:
                    local[alias.asname or alias.name] = (node.module, alias.name)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in local):
            continue
        module, name = local[node.func.id]
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            problems.append(f"line {node.lineno}: {name} called with *args or **kwargs, which cannot be checked")
            continue
        try:
            signature(data["libraries"][module]["functions"][name]).bind(
                *range(len(node.args)), **{k.arg: None for k in node.keywords}
            )
            bound += 1
        except TypeError as error:
            problems.append(f"line {node.lineno}: {module}.{name}: {error}")
    return {"bound": bound, "problems": problems}

print(json.dumps([check(code) for code in json.load(sys.stdin)]))
`;

function bindAll(snippets: readonly string[]): Finding[] {
  const output = execFileSync("python3", ["-c", CHECKER, SIGNATURES], {
    input: JSON.stringify(snippets),
    maxBuffer: 64 << 20,
  });
  return JSON.parse(output.toString("utf8")) as Finding[];
}

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
    const findings = bindAll(jobs.map((job) => job.code));
    const problems = jobs.flatMap((job, i) => findings[i]!.problems.map((problem) => `${job.where}: ${problem}`));
    expect(problems).toEqual([]);
    // 987 calls today (2026-11-25): hf_hub_download, snapshot_download, list_repo_files, from_pretrained_fastai.
    expect(findings.reduce((sum, finding) => sum + finding.bound, 0)).toBeGreaterThan(500);
  }, 60_000);

  it("reports removed functions, unknown keywords, missing and extra arguments", () => {
    const findings = bindAll([
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
});
