import { build } from "esbuild";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Bundles a tiny consumer of `@hubkit/tasks` (resolved to its TypeScript sources) the way an app would. */
async function bundle(entry: string, format: "esm" | "cjs" = "esm"): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: PACKAGE_DIR, loader: "ts" },
    bundle: true,
    write: false,
    format,
    platform: "neutral",
    conditions: ["@hubkit/source"],
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

// Text that only the task catalogue, pipeline table, default widget inputs or library catalogue hold.
const CATALOGUE_MARKERS = [
  "Text Classification", // PIPELINE_DATA
  "Natural Language Processing", // MODALITY_LABELS
  "Automatic speech recognition turns spoken audio", // a task summary
  "distilbert/distilbert-base-uncased-finetuned-sst-2-english", // task example models
  "My name is Wolfgang", // MAPPING_DEFAULT_WIDGET
  "sentence-transformers", // library ids (TASKS_MODEL_LIBRARIES, LIBRARY_TASK_MAPPING, catalogue)
];

// Text that only the hardware tables or the registries (kernel libraries, evaluation frameworks, agent harnesses) hold.
const HARDWARE_MARKERS = [
  "RTX 4090",
  "Arc A770",
  "Snapdragon X Elite",
  "Apple M2 Ultra",
  "computeCapability",
  "gfx942",
];
// The registry modules by their tables' names (the kernels library's own snippet also calls get_kernel).
const REGISTRY_MARKERS = ["KERNEL_LIBRARIES_UI_ELEMENTS", "inspect.aisi.org.uk", "CLAUDE_CODE_IS_COWORK", "AI_AGENT"];

describe("tree-shaking", () => {
  it("importing the quantization enum pulls in none of the catalogues", async () => {
    const code = await bundle(
      'import { GGMLQuantizationType } from "@hubkit/tasks"; export const members = Object.keys(GGMLQuantizationType);',
    );
    expect(code).toContain("Q4_K");
    expect(code).toContain("BF16");
    for (const marker of CATALOGUE_MARKERS) {
      expect(code).not.toContain(marker);
    }
    expect(code).not.toContain("I like you. I love you");
  });

  it("importing getModelInputSnippet brings its samples but not the task pages or widget defaults", async () => {
    const code = await bundle('export { getModelInputSnippet } from "@hubkit/tasks";');
    expect(code).toContain("I like you. I love you");
    for (const marker of CATALOGUE_MARKERS) {
      expect(code).not.toContain(marker);
    }
  });

  it("importing TASKS_DATA does bring the catalogue (the markers above are real)", async () => {
    const code = await bundle('export { TASKS_DATA, MAPPING_DEFAULT_WIDGET } from "@hubkit/tasks";');
    for (const marker of CATALOGUE_MARKERS.filter((marker) => marker !== "Natural Language Processing")) {
      expect(code).toContain(marker);
    }
  });

  it("importing MODEL_LIBRARIES_UI_ELEMENTS pays for neither the hardware tables nor the registries", async () => {
    const code = await bundle('export { MODEL_LIBRARIES_UI_ELEMENTS } from "@hubkit/tasks";');
    expect(code).toContain("sentence-transformers");
    for (const marker of [...HARDWARE_MARKERS, ...REGISTRY_MARKERS]) {
      expect(code).not.toContain(marker);
    }
  });

  it("importing SKUS brings the hardware tables and no catalogue; DEFAULT_MEMORY_OPTIONS brings no table", async () => {
    const skus = await bundle('export { SKUS } from "@hubkit/tasks";');
    for (const marker of HARDWARE_MARKERS) {
      expect(skus).toContain(marker);
    }
    for (const marker of [...CATALOGUE_MARKERS, ...REGISTRY_MARKERS]) {
      expect(skus).not.toContain(marker);
    }
    const memory = await bundle('export { DEFAULT_MEMORY_OPTIONS } from "@hubkit/tasks";');
    expect(memory).toContain("1536");
    for (const marker of [...HARDWARE_MARKERS, ...CATALOGUE_MARKERS]) {
      expect(memory).not.toContain(marker);
    }
  });

  it("evaluating the whole package touches no global: `sideEffects: false` holds", async () => {
    const code = await bundle('export * from "@hubkit/tasks";', "cjs");
    const sandbox = { module: { exports: {} as Record<string, unknown> } };
    const context = { ...sandbox, exports: sandbox.module.exports };
    const before = Object.getOwnPropertyNames(context).sort();
    // Wrapped in a function, as CommonJS loaders do, so the bundle's own top-level `var`s stay local.
    runInNewContext(`(function (module, exports) {\n${code}\n})(module, exports);`, context);
    expect(Object.getOwnPropertyNames(context).sort()).toEqual(before);
    expect(Object.keys(context.module.exports)).toEqual(
      expect.arrayContaining(["TASKS_DATA", "GGMLQuantizationType", "getModelInputSnippet", "MAPPING_DEFAULT_WIDGET"]),
    );
  });
});
