/**
 * The snippets of the libraries new in the 0.21.54 catalogue (and moshi's), checked as the catalogue-driven
 * tests check the others: golden files, valid code for public and hostile records with no input outside
 * literals, and every call bound to a recorded signature. They are called directly until the catalogue
 * entries point at them; then `cases.json` takes their cases and the catalogue-driven tests cover them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import type { ModelData } from "../src/index.js";
import * as snippets from "../src/model-libraries-snippets/index.js";
import { adversarialModels, MARKER } from "./fixtures/library-snippets/adversarial-models.js";
import { bindSignatures } from "./library-signature-check.js";
import { checkPython, checkShell } from "./model-libraries-code-checks.js";

type Language = "python" | "shell";

interface NewLibrary {
  snippets: (model: ModelData) => string[];
  /** The language of each snippet, by index (the last one repeats). */
  languages: Language[];
  /** Why the library's Python snippets bind no recorded call, when they cannot. */
  unbound?: string;
}

/** Catalogue key -> snippet function, the wiring for model-libraries.ts. */
const NEW_LIBRARIES: Record<string, NewLibrary> = {
  chatterbox: { snippets: snippets.chatterbox, languages: ["python"] },
  "chronos-forecasting": { snippets: snippets.chronos_forecasting, languages: ["python"] },
  gliner2: { snippets: snippets.gliner2, languages: ["python"] },
  kernels: { snippets: snippets.kernels, languages: ["python"] },
  kittentts: { snippets: snippets.kittentts, languages: ["python"] },
  moshi: { snippets: snippets.moshi, languages: ["shell"] },
  "pruna-ai": { snippets: snippets.pruna, languages: ["python"] },
  qwen3_tts: { snippets: snippets.qwen3_tts, languages: ["python"] },
  vibevoice: { snippets: snippets.vibevoice, languages: ["shell"] },
  voxcpm: { snippets: snippets.voxcpm, languages: ["python"] },
  zonos: { snippets: snippets.zonos, languages: ["python"] },
  "pocket-tts": { snippets: snippets.pocket_tts, languages: ["python"] },
  supertonic: { snippets: snippets.supertonic, languages: ["python"] },
  "litert-lm": { snippets: snippets.litert_lm, languages: ["shell"] },
  lerobot: { snippets: snippets.lerobot, languages: ["shell"] },
  "kimi-audio": { snippets: snippets.kimi_audio, languages: ["python"] },
  dia2: { snippets: snippets.dia2, languages: ["python"] },
  ltx: { snippets: snippets.ltx, languages: ["shell"] },
  videoprism: { snippets: snippets.videoprism, languages: ["python"] },
  "describe-anything": { snippets: snippets.describe_anything, languages: ["python"] },
  "sam-3d-body": { snippets: snippets.sam_3d_body, languages: ["python"] },
  "sam-3d-objects": {
    snippets: snippets.sam_3d_objects,
    languages: ["shell", "python"],
    unbound:
      "it imports `inference` (notebook/inference.py of a clone), a module name mars5-tts's snippet also imports for another library",
  },
  "sap-rpt-1-oss": { snippets: snippets.sap_rpt_one_oss, languages: ["python"] },
  renderformer: { snippets: snippets.renderformer, languages: ["shell"] },
  collectorvision: { snippets: snippets.collectorvision, languages: ["python"] },
  opendde: { snippets: () => snippets.opendde(), languages: ["shell"] },
  univa: { snippets: snippets.univa, languages: ["shell"] },
  zeromodels: {
    snippets: snippets.zeromodels,
    languages: ["python"],
    unbound: "ZeroModels' repository could not be fetched here; its docs (docs/auto.md) were read as a stored copy",
  },
  nobg: {
    snippets: snippets.nobg,
    languages: ["python"],
    unbound:
      "nobg's repository could not be fetched here; its README was read as a stored copy, so no signature is recorded",
  },
  PaddleOCR: {
    snippets: snippets.paddleocr,
    languages: ["python"],
    unbound:
      "PaddleOCR's repository is over the fetch size limit: its files were read one by one (stored copies), and its classes forward predict(*args, **kwargs) to PaddleX",
  },
  multimolecule: {
    snippets: snippets.multimolecule,
    languages: ["python"],
    unbound:
      "its snippets call transformers' Auto classes and pipeline(), which library-signatures.json does not record",
  },
};

interface GoldenCase {
  library: string;
  name: string;
  model?: ModelData;
  publicModel?: string;
}

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "fixtures", "library-snippets");
const UPDATE = process.env.HUBKIT_UPDATE_GOLDENS === "1";
const EXTENSIONS: Record<Language, string> = { python: "py", shell: "sh" };
const cases = (JSON.parse(readFileSync(join(FIXTURES, "new-library-cases.json"), "utf8")) as { cases: GoldenCase[] })
  .cases;
const publicModels = readFixtureJson<{ models: ModelData[] }>("models-public.json").models;
const publicById = new Map(publicModels.map((model) => [model.id, model]));

function languageOf(library: NewLibrary, index: number): Language {
  return library.languages[Math.min(index, library.languages.length - 1)]!;
}

function modelOf(testCase: GoldenCase): ModelData {
  if (testCase.publicModel !== undefined) {
    const model = publicById.get(testCase.publicModel);
    if (model === undefined) {
      throw new Error(`new-library-cases.json: ${testCase.publicModel} is not in models-public.json`);
    }
    return model;
  }
  return testCase.model!;
}

interface Job {
  where: string;
  language: Language;
  code: string;
}

function collect(records: readonly ModelData[]): Job[] {
  const jobs = new Map<string, Job>();
  for (const [key, library] of Object.entries(NEW_LIBRARIES)) {
    for (const record of records) {
      library.snippets(record).forEach((code, index) => {
        const language = languageOf(library, index);
        const id = JSON.stringify([language, code]);
        if (!jobs.has(id)) {
          jobs.set(id, { where: `${key} #${index} for ${JSON.stringify(record.id)}`, language, code });
        }
      });
    }
  }
  return [...jobs.values()];
}

function parseFailures(jobs: Job[]): string[] {
  const python = jobs.filter((job) => job.language === "python");
  const shell = jobs.filter((job) => job.language === "shell");
  const results = [
    ...checkPython(
      python.map((job) => job.code),
      MARKER,
    ).map((result, i) => [python[i]!, result] as const),
    ...checkShell(
      shell.map((job) => job.code),
      MARKER,
    ).map((result, i) => [shell[i]!, result] as const),
  ];
  return results.flatMap(([job, result]) => {
    if (!result.ok) {
      return [`${job.where}: ${result.error}\n${job.code}`];
    }
    return result.leaks.length > 0 ? [`${job.where}: input outside literals: ${result.leaks.join("; ")}`] : [];
  });
}

describe("snippets of the new libraries", () => {
  it("have golden cases for every library, with unique names", () => {
    expect(new Set(cases.map((testCase) => testCase.library))).toEqual(new Set(Object.keys(NEW_LIBRARIES)));
    const names = cases.map((testCase) => `${testCase.library}/${testCase.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(cases.map((testCase) => [`${testCase.library} / ${testCase.name}`, testCase] as const))(
    "golden: %s",
    (_, testCase) => {
      const library = NEW_LIBRARIES[testCase.library]!;
      const output = library.snippets(modelOf(testCase));
      const files = output.map((_, i) => `${testCase.name}.${i}.${EXTENSIONS[languageOf(library, i)]}`);
      const dir = join(FIXTURES, testCase.library);
      if (UPDATE) {
        mkdirSync(dir, { recursive: true });
        output.forEach((snippet, i) => writeFileSync(join(dir, files[i]!), `${snippet}\n`));
      }
      const present = existsSync(dir)
        ? readdirSync(dir).filter(
            (file) => file.startsWith(`${testCase.name}.`) && /^\d+\./.test(file.slice(testCase.name.length + 1)),
          )
        : [];
      expect(present.sort()).toEqual([...files].sort());
      output.forEach((snippet, i) => expect(`${snippet}\n`).toBe(readFileSync(join(dir, files[i]!), "utf8")));
    },
  );

  it("are valid code for every public record and every golden case", () => {
    expect(parseFailures(collect([...publicModels, ...cases.map(modelOf)]))).toEqual([]);
  }, 180_000);

  it("are valid code for hostile records, with no input outside string literals or comments", () => {
    const jobs = collect(adversarialModels());
    expect(jobs.length).toBeGreaterThan(100);
    expect(parseFailures(jobs)).toEqual([]);
  }, 240_000);

  it("bind every call of a recorded library to its signature", () => {
    const jobs = collect([...publicModels, ...cases.map(modelOf)]).filter((job) => job.language === "python");
    const findings = bindSignatures(jobs.map((job) => job.code));
    const problems = jobs.flatMap((job, i) => findings[i]!.problems.map((problem) => `${job.where}: ${problem}`));
    expect(problems).toEqual([]);
    const unboundLibraries = Object.entries(NEW_LIBRARIES)
      .filter(([, library]) => library.languages.includes("python") && library.unbound === undefined)
      .filter(([key]) => jobs.some((job, i) => job.where.startsWith(`${key} #`) && findings[i]!.bound === 0))
      .map(([key]) => key);
    expect(unboundLibraries).toEqual([]);
  }, 180_000);
});
