/**
 * The files written from the two tables, so that a task is one entry in src/tasks/table.ts and a provider
 * one module in src/providers/:
 * - src/tasksWithAllProviders.ts: the main entry's task functions (every provider by default), one per
 *   function of the core entry;
 * - src/registry/allProviders.ts: the list of every provider module (the registry's).
 * Each test builds the file's text and compares it with the file, so CI (`npm test`) fails when a generated
 * file differs from what this generator writes; after adding a task or a provider, `npm run generate`
 * (the root script: `vitest run --project inference test/generated.test.ts --update`) rewrites them.
 * INFERENCE_PROVIDERS (spec/providers.ts) is written by hand, the vocabulary at the bottom: the last test
 * checks it names the modules of src/providers/.
 */
import { readdirSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { INFERENCE_PROVIDERS } from "../src/spec/providers.js";
import * as core from "../src/tasks/index.js";

const SRC = new URL("../src/", import.meta.url);
const HEADER = (what: string) =>
  `// Generated from ${what} by test/generated.test.ts: do not edit. After a change there, run\n` +
  "// `npm run generate`.\n";

async function formatted(text: string, file: string): Promise<string> {
  const path = new URL(file, SRC).pathname;
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

/** Every provider module: its file (in the folder named after the provider), its name and its one export's name. */
async function providerModules(): Promise<Array<{ file: string; name: string; exportName: string }>> {
  const folders = readdirSync(new URL("providers/", SRC), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const modules = [];
  for (const name of folders) {
    const file = `${name}/index.ts`;
    const exports = (await import(/* @vite-ignore */ new URL(`providers/${file}`, SRC).href)) as Record<
      string,
      { provider?: unknown }
    >;
    const entries = Object.entries(exports);
    expect(entries, `${file} exports one provider module`).toHaveLength(1);
    const [exportName, module] = entries[0]!;
    expect(module.provider, `${file}'s provider is named after the file`).toBe(name);
    modules.push({ file, name, exportName });
  }
  return modules;
}

describe("generated files", () => {
  it("src/tasksWithAllProviders.ts: one function per core task function, with every provider", async () => {
    const names = Object.keys(core)
      .filter((name) => typeof (core as Record<string, unknown>)[name] === "function")
      .sort();
    const text = [
      HEADER("src/tasks/index.ts"),
      "/**",
      " * The task functions of the main entry: those of tasks/ (the core entry's) with every provider available",
      " * by default. A `providers` option given to a call still decides.",
      " */",
      'import { ALL_PROVIDERS } from "./registry/registry.js";',
      'import * as core from "./tasks/index.js";',
      'import { withProviders } from "./tasks/withProviders.js";',
      "",
      'export type * from "./tasks/index.js";',
      "",
      ...names.map(
        (name) =>
          `export const ${name}: typeof core.${name} = /* @__PURE__ */ withProviders(core.${name}, ALL_PROVIDERS);`,
      ),
      "",
    ].join("\n");
    await expect(await formatted(text, "tasksWithAllProviders.ts")).toMatchFileSnapshot(
      "../src/tasksWithAllProviders.ts",
    );
  });

  it("src/registry/allProviders.ts: every module of src/providers/, in alphabetical order", async () => {
    const modules = await providerModules();
    const text = [
      HEADER("the modules of src/providers/"),
      "/**",
      " * Every provider module, in alphabetical order: the order of INFERENCE_PROVIDERS and of the",
      " * unknown-provider error. Imported by the main entry (through registry.ts) only: the core entry and the",
      " * provider modules never import it, so their bundles carry only the providers a caller names.",
      " */",
      ...modules.map(
        ({ file, exportName }) => `import { ${exportName} } from "../providers/${file.replace(/\.ts$/, ".js")}";`,
      ),
      "",
      `export const ALL_PROVIDERS = [${modules.map(({ exportName }) => exportName).join(", ")}] as const;`,
      "",
    ].join("\n");
    await expect(await formatted(text, "registry/allProviders.ts")).toMatchFileSnapshot(
      "../src/registry/allProviders.ts",
    );
  });

  it("src/spec/providers.ts: INFERENCE_PROVIDERS spells out the modules' names, in their order", async () => {
    const modules = await providerModules();
    expect(INFERENCE_PROVIDERS).toEqual(modules.map(({ name }) => name));
  });

  it("each task function is named as it is exported (stack traces, logs)", () => {
    for (const [name, value] of Object.entries(core)) {
      if (typeof value === "function") expect(value.name).toBe(name);
    }
  });
});
