/**
 * The files written from the two tables, so that a task is one entry in src/tasks/table.ts and a provider
 * one module in src/providers/:
 * - src/tasksWithAllProviders.ts: the main entry's task functions (every provider by default), one per
 *   function of the core entry;
 * - src/registry/allProviders.ts: the list of every provider module (the registry's);
 * - src/registry/tasks/<task>.ts: a task's table, every provider with only its helper for that task (read
 *   from the part of the provider that holds it alone, e.g. its chat.ts), so that the main entry's function
 *   of that task bundles no other task's helpers.
 * Each test builds the file's text and compares it with the file, so CI (`npm test`) fails when a generated
 * file differs from what this generator writes; after adding a task or a provider, `npm run generate`
 * (the root script: `vitest run --project inference test/generated.test.ts --update`) rewrites them.
 * INFERENCE_PROVIDERS (spec/providers.ts) is written by hand, the vocabulary at the bottom: the last test
 * checks it names the modules of src/providers/.
 */
import { readdirSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import type { InferenceProviderModule } from "../src/spec/index.js";
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

/**
 * The tasks with a table of their own (src/registry/tasks/<task>.ts): the part of a provider's folder that
 * holds the task's helper alone, and the main entry's functions that use the table.
 */
const TASK_TABLES = [
  {
    task: "conversational",
    part: "chat",
    table: "CONVERSATIONAL_PROVIDERS",
    functions: ["chatCompletion", "chatCompletionStream"],
  },
] as const;

/** The one export of a provider's part that is a provider module (a part also exports its base URL, helper...). */
async function partModule(
  name: string,
  part: string,
): Promise<{ exportName: string; module: InferenceProviderModule<string> }> {
  const exports = (await import(/* @vite-ignore */ new URL(`providers/${name}/${part}.ts`, SRC).href)) as Record<
    string,
    unknown
  >;
  const modules = Object.entries(exports).filter(
    (entry): entry is [string, InferenceProviderModule<string>] =>
      typeof entry[1] === "object" && entry[1] !== null && "tasks" in entry[1],
  );
  expect(modules, `providers/${name}/${part}.ts exports one provider module`).toHaveLength(1);
  const [exportName, module] = modules[0]!;
  return { exportName, module };
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
      " * by default; a `providers` option given to a call still decides. The functions of a task with a table of",
      " * its own (registry/tasks/) default to that table: every provider with only its helper for the task, so a",
      " * bundle of one of them carries no other task's helpers.",
      " */",
      'import { ALL_PROVIDERS } from "./registry/registry.js";',
      ...TASK_TABLES.map(({ task, table }) => `import { ${table} } from "./registry/tasks/${task}.js";`),
      'import * as core from "./tasks/index.js";',
      'import { withProviders } from "./tasks/withProviders.js";',
      "",
      'export type * from "./tasks/index.js";',
      "",
      ...names.map((name) => {
        const table =
          TASK_TABLES.find(({ functions }) => (functions as readonly string[]).includes(name))?.table ??
          "ALL_PROVIDERS";
        return `export const ${name}: typeof core.${name} = /* @__PURE__ */ withProviders(core.${name}, ${table});`;
      }),
      "",
    ].join("\n");
    await expect(await formatted(text, "tasksWithAllProviders.ts")).toMatchFileSnapshot(
      "../src/tasksWithAllProviders.ts",
    );
  });

  it.each(TASK_TABLES)(
    "src/registry/tasks/<task>.ts of $task: every provider, with only its helper for the task",
    async ({ task, part, table }) => {
      const modules = await providerModules();
      const imports: string[] = [];
      const entries: string[] = [];
      for (const { name } of modules) {
        const whole = (await import(/* @vite-ignore */ new URL(`providers/${name}/index.ts`, SRC).href)) as Record<
          string,
          InferenceProviderModule<string>
        >;
        const module = Object.values(whole)[0]!;
        const served = JSON.stringify(Object.keys(module.tasks));
        if (module.tasks[task] !== undefined) {
          const { exportName, module: partial } = await partModule(name, part);
          // The part's helper is the whole module's, and the part serves that task alone.
          expect(partial.tasks[task], `${name}/${part}.ts`).toBe(module.tasks[task]);
          expect(Object.keys(partial.tasks), `${name}/${part}.ts`).toEqual([task]);
          expect(partial.retired, `${name}/${part}.ts`).toEqual(module.retired);
          imports.push(`import { ${exportName} } from "../../providers/${name}/${part}.js";`);
          // It serves the task, so no call of this table is refused for the task: the part's module as is.
          entries.push(`${exportName},`);
        } else {
          const retired = module.retired ? `, retired: ${JSON.stringify(module.retired)}` : "";
          entries.push(`{ provider: ${JSON.stringify(name)}, tasks: {}, servedTasks: ${served}${retired} },`);
        }
      }
      const text = [
        HEADER("the modules of src/providers/"),
        "/**",
        ` * The ${task} table: every provider of the registry, in its order, with only its`,
        ` * ${task} helper (from providers/<name>/${part}.ts), or the names of all the tasks it serves (for`,
        " * the error of a task it does not serve, for those that do not). The main entry's functions of the task",
        " * default to it, so their bundles carry no other task's helpers.",
        " */",
        'import type { InferenceProviderModule } from "../../spec/index.js";',
        ...imports,
        "",
        `export const ${table}: readonly InferenceProviderModule[] = [`,
        ...entries,
        "];",
        "",
      ].join("\n");
      await expect(await formatted(text, `registry/tasks/${task}.ts`)).toMatchFileSnapshot(
        `../src/registry/tasks/${task}.ts`,
      );
    },
  );

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
