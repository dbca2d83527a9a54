/**
 * The signature check: every Python library snippet against the real public API of the libraries it imports.
 * The ML libraries cannot be installed here, so their signatures are kept as data: one fixture per library in
 * fixtures/library-signatures/ (extracted from the library's source by
 * packages/tasks/scripts/extract-library-signatures.py, with version, repository and commit, or recorded by hand
 * from stored copies where a repository is too big to fetch, as transformers) plus the hand-kept
 * fixtures/library-signatures.json (classes and methods of libraries that could not be fetched, and names removed
 * from a library). One python3 process (test/support/bind_snippets.py) reads every snippet with `ast`: it parses,
 * its imports of a recorded library name a recorded module and name, and its calls of recorded functions, classes
 * and methods bind with `inspect.Signature.bind`. A library whose signatures are not recorded is counted as not
 * checked, with the reason, never a failure; the report says how many snippets are checked and why the rest are not.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pythonSnippets, type PythonSnippet } from "./library-snippet-languages.js";

/** What bind_snippets.py reports for one snippet. */
interface Finding {
  parsed: boolean;
  /** Calls bound to a recorded signature. */
  bound: number;
  /** Imported names resolved in a recorded module. */
  names: number;
  problems: string[];
  /** Calls into a recorded library that could not be bound, with the reason. */
  notChecked: string[];
  /** Calls of anything else: unrecorded libraries, builtins, objects of unknown type. */
  otherCalls: number;
  /** Top-level packages imported, recorded or not (standard library left out). */
  recorded: string[];
  unrecorded: string[];
}

interface SignatureFixture {
  library: string;
  version: string;
  repository: string;
  commit: string;
  commitDate: string;
  read: string;
  extractor: string;
  notes: string[];
  modules: Record<string, { names: Record<string, string>; dynamic?: string }>;
  otherModules: string[];
  definitions: Record<string, { params?: string[]; bases?: string[]; methods?: Record<string, unknown> }>;
}

const TEST_DIR = dirname(fileURLToPath(import.meta.url));
const FIXTURES = join(TEST_DIR, "fixtures");
const SIGNATURES_DIR = join(FIXTURES, "library-signatures");
const LEGACY_SIGNATURES = join(FIXTURES, "library-signatures.json");
const BINDER = join(TEST_DIR, "support", "bind_snippets.py");
const UNRECORDED_REASONS = JSON.parse(readFileSync(join(FIXTURES, "library-signatures-unrecorded.json"), "utf8")) as {
  reasons: Record<string, string>;
};

/** Binds the snippets to the fixtures (the committed ones unless a folder and a hand-kept file are given). */
function bindAll(snippets: readonly string[], fixtures = SIGNATURES_DIR, legacy = LEGACY_SIGNATURES): Finding[] {
  const output = execFileSync("python3", [BINDER, fixtures, legacy], {
    input: JSON.stringify(snippets),
    maxBuffer: 256 << 20,
  });
  return JSON.parse(output.toString("utf8")) as Finding[];
}

function signatureFixtures(): SignatureFixture[] {
  return readdirSync(SIGNATURES_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(SIGNATURES_DIR, file), "utf8")) as SignatureFixture);
}

function reasonFor(pkg: string): string {
  return UNRECORDED_REASONS.reasons[pkg] ?? "signatures not recorded";
}

/** The report pasted into packages/tasks/README.md, measured here. */
function summarize(jobs: readonly PythonSnippet[], findings: readonly Finding[]): string {
  const total = (pick: (finding: Finding) => number): number => findings.reduce((sum, f) => sum + pick(f), 0);
  const withRecorded = findings.filter((f) => f.recorded.length > 0).length;
  const covered = findings.filter((f) => f.parsed && f.recorded.length > 0 && f.unrecorded.length === 0).length;
  const notChecked = new Map<string, number>();
  for (const finding of findings) {
    for (const entry of finding.notChecked) {
      const reason = entry.replace(/^line \d+: /, "");
      notChecked.set(reason, (notChecked.get(reason) ?? 0) + 1);
    }
  }
  const perLibrary = new Map<string, { snippets: number; covered: number; bound: number; unrecorded: Set<string> }>();
  jobs.forEach((job, i) => {
    const finding = findings[i]!;
    const row = perLibrary.get(job.library) ?? { snippets: 0, covered: 0, bound: 0, unrecorded: new Set<string>() };
    row.snippets += 1;
    row.bound += finding.bound;
    if (finding.recorded.length > 0 && finding.unrecorded.length === 0) row.covered += 1;
    finding.unrecorded.forEach((pkg) => row.unrecorded.add(pkg));
    perLibrary.set(job.library, row);
  });
  const unrecordedPackages = new Map<string, Set<string>>();
  for (const [library, row] of perLibrary) {
    for (const pkg of row.unrecorded) {
      unrecordedPackages.set(pkg, (unrecordedPackages.get(pkg) ?? new Set()).add(library));
    }
  }
  const rows = [...perLibrary.values()];
  const lines = [
    `Python snippets (distinct): ${jobs.length}, of ${perLibrary.size} libraries`,
    `libraries whose every Python snippet imports only recorded libraries: ${rows.filter((row) => row.covered === row.snippets).length}`,
    `libraries with some calls bound, some imports not recorded: ${rows.filter((row) => row.covered < row.snippets && row.bound > 0).length}`,
    `libraries with no call bound: ${rows.filter((row) => row.bound === 0).length}`,
    `parse: ${findings.filter((f) => f.parsed).length}`,
    `import at least one recorded library: ${withRecorded}`,
    `import only recorded libraries (besides the standard library): ${covered}`,
    `import no recorded library: ${jobs.length - withRecorded}`,
    `imported names resolved in recorded modules: ${total((f) => f.names)}`,
    `calls bound to recorded signatures: ${total((f) => f.bound)}`,
    `calls into recorded libraries not checked: ${total((f) => f.notChecked.length)}`,
    ...[...notChecked].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `  ${count} × ${reason}`),
    `other calls (unrecorded libraries, builtins, objects of unknown type): ${total((f) => f.otherCalls)}`,
    "",
    "| library | snippets | all imports recorded | calls bound | imports not recorded |",
    "| --- | --- | --- | --- | --- |",
    ...[...perLibrary]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(
        ([library, row]) =>
          `| ${library} | ${row.snippets} | ${row.covered} | ${row.bound} | ${[...row.unrecorded].sort().join(", ")} |`,
      ),
    "",
    "| package imported, not recorded | by the snippets of | reason |",
    "| --- | --- | --- |",
    ...[...unrecordedPackages]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([pkg, libraries]) => `| ${pkg} | ${[...libraries].sort().join(", ")} | ${reasonFor(pkg)} |`),
  ];
  return lines.join("\n");
}

describe("library snippets bind to the recorded signatures", () => {
  it("records each extracted library's version, repository, commit and read date", () => {
    const fixtures = signatureFixtures();
    expect(fixtures.map((fixture) => fixture.library).sort()).toEqual(
      expect.arrayContaining([
        "diffusers",
        "huggingface_hub",
        "keras_hub",
        "llama_cpp",
        "mlx_lm",
        "open_clip",
        "peft",
        "sentence_transformers",
        "timm",
        "transformers",
      ]),
    );
    for (const fixture of fixtures) {
      expect(fixture.version, fixture.library).toMatch(/^\d+\.\d+/);
      expect(fixture.repository, fixture.library).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(fixture.commit, fixture.library).toMatch(/^[0-9a-f]{40}$/);
      // A fixture recorded by hand from stored copies of single files cannot know its commit's date.
      expect(fixture.commitDate, fixture.library).toMatch(
        fixture.extractor.startsWith("hand-recorded") ? /^(\d{4}-\d{2}-\d{2}|unknown)$/ : /^\d{4}-\d{2}-\d{2}$/,
      );
      expect(fixture.read, fixture.library).toBe("2026-11-28");
      expect(fixture.modules[fixture.library], `${fixture.library} records its root module`).toBeDefined();
      // Every name a module lists leads to a recorded definition, module or value.
      for (const [module, entry] of Object.entries(fixture.modules)) {
        for (const [name, target] of Object.entries(entry.names)) {
          const key = target.includes(":")
            ? target.replace(/\(\)$/, "").replace(/^([^:]+:[^.]+)\..*$/, "$1")
            : undefined;
          if (key !== undefined) expect(fixture.definitions[key], `${module}.${name} -> ${target}`).toBeDefined();
        }
      }
    }
  });

  it("the hand-kept library-signatures.json names each library's version, commit and source files", () => {
    const data = JSON.parse(readFileSync(LEGACY_SIGNATURES, "utf8")) as {
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

  it("every Python snippet parses, and its imports and calls of recorded libraries bind", () => {
    const jobs = pythonSnippets();
    const findings = bindAll(jobs.map((job) => job.code));
    const problems = jobs.flatMap((job, i) => findings[i]!.problems.map((problem) => `${job.where}: ${problem}`));
    expect(problems).toEqual([]);
    const summary = summarize(jobs, findings);
    // HUBKIT_SIGNATURE_SUMMARY=<file> writes the report that packages/tasks/README.md quotes.
    const summaryFile = process.env.HUBKIT_SIGNATURE_SUMMARY;
    if (summaryFile !== undefined && summaryFile !== "") writeFileSync(summaryFile, summary + "\n");
    // 2026-11-28: 8,948 calls bound and 5,146 imported names resolved over 6,399 snippets.
    expect(findings.reduce((sum, finding) => sum + finding.bound, 0)).toBeGreaterThan(8000);
    expect(findings.reduce((sum, finding) => sum + finding.names, 0)).toBeGreaterThan(5000);
  }, 60_000);

  it("fails on a removed or misspelled name, an unknown keyword, a missing or extra argument", () => {
    const findings = bindAll([
      'from huggingface_hub import from_pretrained_keras\nmodel = from_pretrained_keras("org/model")',
      'from huggingface_hub import hf_hub_download\nhf_hub_download("org/model", "f.bin", local_dir_use_symlinks=False)',
      'from huggingface_hub import hf_hub_download as get\nget(repo_id="org/model")',
      'from huggingface_hub import snapshot_download\nsnapshot_download("org/model", "main")',
      'from huggingface_hub import snapshot_download\nsnapshot_download("org/model", local_dir="x")',
      'from diffusers import StableDiffusionPipelin\npipe = StableDiffusionPipelin.from_pretrained("org/model")',
      'from diffusers import DiffusionPipeline\npipe = DiffusionPipeline.from_pretrained("org/model", torch_dtype=None)\npipe.to("cuda")',
      "from sentence_transformers import SentenceTransformer\nmodel = SentenceTransformer(\"org/model\", trust_remote=True)\nmodel.encode(['a'])",
      'import timm\nmodel = timm.create_model("hf_hub:org/model", pretrained=True)\ntimm.data.resolve_data_confg({}, model=model)',
      'from llama_cpp import Llama\nllm = Llama.from_pretrained(repo_id="org/model", filename="x.gguf")\nllm.create_chat_completion(messages=[], temprature=0.2)',
      "from diffusers.pipelins import DiffusionPipeline",
      "import keras_hub\nkeras_hub.models.Backbone.from_preset()",
      "def broken(:\n  pass",
      "from some_unrecorded_library import Thing\nThing(1, 2, 3)",
      // DiffusionPipeline serves its config's entries as attributes (ConfigMixin.__getattr__): not checked, not failed.
      "from diffusers import DiffusionPipeline\npipe = DiffusionPipeline()\npipe.some_config_entry(10)",
      "from peft import PeftModel\nmodel = PeftModel(base, config, adapter=1)",
      // transformers 5 removed AutoModelForVision2Seq; its root module is recorded only for the names snippets use.
      'from transformers import AutoModelForVision2Seq\nmodel = AutoModelForVision2Seq.from_pretrained("org/model")',
      'from transformers import AutoProcessor, AutoModelForImageTextToText\nprocessor = AutoProcessor.from_pretrained("org/model", "main")\nmodel = AutoModelForImageTextToText.from_pretrained("org/model", dtype="auto")',
      'from transformers import pipeline, TextStreamer\npipe = pipeline("text-generation", model="org/model")\nTextStreamer(None)',
    ]);
    const problems = findings.map((finding) => finding.problems);
    expect(problems[0]).toEqual([
      "line 1: huggingface_hub has no name from_pretrained_keras (removed in huggingface_hub 1.0 (2025-10-27, 'Remove keras2 utilities'))",
    ]);
    expect(problems[1]![0]).toContain("unexpected keyword argument 'local_dir_use_symlinks'");
    expect(problems[2]![0]).toContain("missing a required argument: 'filename'");
    expect(problems[3]![0]).toContain("too many positional arguments");
    expect(problems[4]).toEqual([]);
    expect(findings[4]!.bound).toBe(1);
    expect(problems[5]).toEqual([expect.stringContaining("diffusers has no name StableDiffusionPipelin")]);
    expect(problems[6]).toEqual([]);
    expect(findings[6]!.bound).toBe(2); // from_pretrained, then .to() through DiffusionPipeline's recorded methods
    expect(problems[7]).toEqual([expect.stringContaining("unexpected keyword argument 'trust_remote'")]);
    expect(problems[8]).toEqual([expect.stringContaining("timm.data has no name resolve_data_confg")]);
    expect(problems[9]).toEqual([expect.stringContaining("unexpected keyword argument 'temprature'")]);
    expect(problems[10]).toEqual([expect.stringContaining("no module diffusers.pipelins")]);
    expect(problems[11]).toEqual([expect.stringContaining("missing a required argument: 'preset'")]);
    expect(problems[12]).toEqual([expect.stringContaining("line 1: does not parse")]);
    expect(problems[13]).toEqual([]);
    expect(findings[13]!.unrecorded).toEqual(["some_unrecorded_library"]);
    expect(problems[14]).toEqual([]);
    expect(findings[14]!.notChecked).toEqual([
      expect.stringContaining(
        "DiffusionPipeline.some_config_entry: diffusers.pipelines.pipeline_utils:DiffusionPipeline serves",
      ),
    ]);
    expect(problems[15]).toEqual([expect.stringContaining("unexpected keyword argument 'adapter'")]);
    expect(problems[16]).toEqual([
      expect.stringContaining("transformers has no name AutoModelForVision2Seq (removed in"),
    ]);
    expect(problems[17]).toEqual([
      expect.stringContaining(
        "AutoProcessor.from_pretrained(pretrained_model_name_or_path, **kwargs): too many positional",
      ),
    ]);
    expect(findings[17]!.bound).toBe(1);
    expect(problems[18]).toEqual([]);
    expect(findings[18]!.bound).toBe(1);
    expect(findings[18]!.notChecked).toEqual([
      expect.stringContaining("transformers: only the names library snippets"),
    ]);
  });

  it("refuses the calls of 0.21.54's snippets that the recorded sources do not take (LVFace, Mobilint)", () => {
    const findings = bindAll([
      // LVFaceONNXInferencer(model_path, use_gpu=True) at bytedance/LVFace 33e3bc7: no timeout.
      'from inference_onnx import LVFaceONNXInferencer\nLVFaceONNXInferencer("m.onnx", use_gpu=True, timeout=300)',
      'from inference_onnx import LVFaceONNXInferencer\ni = LVFaceONNXInferencer("m.onnx", use_gpu=False)\ni.calculate_similarity(i.infer_from_image("a.jpg"), i.infer_from_url("https://x/b.jpg"))',
      // mblt-model-zoo 2.3.0: the engine's first parameter is model_cls; the repository id goes through the YAML.
      'from mblt_model_zoo.vision import MBLT_Engine\nMBLT_Engine(model_id="mobilint/ResNet50.tv1_in1k")',
      'from mblt_model_zoo.vision.wrapper import resolve_model_config\nresolve_model_config("resnet50", "DEFAULT", "main")',
    ]);
    expect(findings.map((finding) => finding.problems)).toEqual([
      [expect.stringContaining("unexpected keyword argument 'timeout'")],
      [],
      [expect.stringContaining("missing a required argument: 'model_cls'")],
      [expect.stringContaining("too many positional arguments")],
    ]);
    expect(findings[1]!.bound).toBe(4);
  });

  it("binds hand-kept Class.method entries: constructors, class methods, methods of what they make, module aliases", () => {
    const folder = mkdtempSync(join(tmpdir(), "hubkit-signatures-"));
    try {
      const parameter = (name: string, kind: string, required: boolean) => ({ name, kind, required });
      const lib = {
        version: "1.0",
        commit: "0".repeat(40),
        functions: {
          Model: { source: "lib.py", parameters: [parameter("name", "positional_or_keyword", true)] },
          "Model.from_pretrained": {
            source: "lib.py",
            parameters: [
              parameter("repo_id", "positional_or_keyword", true),
              parameter("device", "keyword_only", false),
            ],
          },
          "Model.generate": { source: "lib.py", parameters: [parameter("text", "positional_or_keyword", true)] },
          load: { source: "lib.py", parameters: [parameter("path", "positional_only", true)] },
        },
      };
      const extracted = join(folder, "extracted");
      const legacy = join(folder, "legacy.json");
      execFileSync("mkdir", [extracted]);
      writeFileSync(legacy, JSON.stringify({ libraries: { lib, "pkg.lib": lib } }));
      const findings = bindAll(
        [
          'from lib import Model\nm = Model("a")\nm.generate("hi")\nModel.from_pretrained("org/x", device="cpu")',
          'from lib import Model\nModel.from_pretrained("org/x", dtype=1)',
          'from lib import Model\nm = Model("a")\nm.stream("hi")',
          'from lib import Model\nm = Model("a")\nm = 3\nm.stream("hi")',
          'from lib import Model\nif True:\n    m = Model("a")\n    with open("f") as f:\n        m.generate()',
          "from lib import Other",
          'from pkg import lib as l\nm = l.Model("a")\nm.generate("b")\nl.missing()',
          'import pkg.lib as k\nk.Model("a").generate()',
          'from lib import load\nload(path="x")',
        ],
        extracted,
        legacy,
      );
      expect(findings.map((finding) => finding.bound)).toEqual([3, 0, 1, 1, 1, 0, 2, 1, 0]);
      expect(findings.map((finding) => finding.problems)).toEqual([
        [],
        [
          expect.stringContaining(
            "Model.from_pretrained(repo_id, *, device=): got an unexpected keyword argument 'dtype'",
          ),
        ],
        ["line 3: lib:Model has no method stream"],
        [],
        [expect.stringContaining("Model.generate(text): missing a required argument: 'text'")],
        [expect.stringContaining("lib has no name Other")],
        [expect.stringContaining("pkg.lib has no name missing")],
        [expect.stringContaining("Model.generate(text): missing a required argument: 'text'")],
        [expect.stringContaining("load(path, /): 'path' parameter is positional only")],
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
