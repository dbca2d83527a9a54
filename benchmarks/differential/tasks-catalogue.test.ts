/**
 * The catalogue tables against the installed @huggingface/tasks 0.21.54 itself (a dev dependency of benchmarks/): model
 * and dataset libraries, the library-to-task table, the hardware tables and the registries, fact for fact and in order.
 * What is Hubkit's own is left out of the comparison: the snippets (ours, written from each library's sources) and the
 * registries' descriptions (ours, in our words). packages/tasks/test/ checks the same facts against fixtures/.
 */
import * as official from "@huggingface/tasks-0.21";
import { describe, expect, it } from "vitest";
import * as ours from "../../packages/tasks/src/index.js";

/** An entry's fields without those that are Hubkit's own, in their order. */
function facts(entry: object, own: readonly string[]): [string, unknown][] {
  return Object.entries(entry).filter(([field]) => !own.includes(field));
}

/** Each key of a table with its facts, in the table's order (sorted fields: the order of fields is not a fact). */
function table(entries: object, own: readonly string[] = []): [string, [string, unknown][]][] {
  return Object.entries(entries).map(([key, entry]: [string, object]) => [
    key,
    facts(entry, own).sort(([a], [b]) => a.localeCompare(b)),
  ]);
}

describe("catalogue against @huggingface/tasks 0.21.54", () => {
  it("has its model libraries, in order, with its labels, links, filter flags and download queries", () => {
    expect(table(ours.MODEL_LIBRARIES_UI_ELEMENTS, ["snippets"])).toEqual(
      table(official.MODEL_LIBRARIES_UI_ELEMENTS, ["snippets"]),
    );
    expect(ours.ALL_MODEL_LIBRARY_KEYS).toEqual(official.ALL_MODEL_LIBRARY_KEYS);
    expect(ours.ALL_DISPLAY_MODEL_LIBRARY_KEYS).toEqual(official.ALL_DISPLAY_MODEL_LIBRARY_KEYS);
    expect(ours.ALL_MODEL_LIBRARY_KEYS).toHaveLength(257);
  });

  it("has snippets only for libraries that have them there", () => {
    const withSnippets = (elements: object) =>
      Object.entries(elements).flatMap(([key, entry]: [string, { snippets?: unknown }]) =>
        entry.snippets === undefined ? [] : [key],
      );
    const theirs = new Set(withSnippets(official.MODEL_LIBRARIES_UI_ELEMENTS));
    expect(withSnippets(ours.MODEL_LIBRARIES_UI_ELEMENTS).filter((key) => !theirs.has(key))).toEqual([]);
  });

  it("has its dataset libraries and library-to-task table", () => {
    expect(table(ours.DATASET_LIBRARIES_UI_ELEMENTS)).toEqual(table(official.DATASET_LIBRARIES_UI_ELEMENTS));
    expect(Object.keys(ours.DATASET_LIBRARIES_UI_ELEMENTS)).toHaveLength(16);
    expect(Object.entries(ours.LIBRARY_TASK_MAPPING)).toEqual(Object.entries(official.LIBRARY_TASK_MAPPING));
  });

  it("has its hardware tables, figure for figure and in order", () => {
    expect(ours.SKUS).toEqual(official.SKUS);
    // JSON keeps the keys' order, which toEqual ignores: vendors and models in the same order.
    expect(JSON.stringify(ours.SKUS)).toBe(JSON.stringify(official.SKUS));
    expect(ours.DEFAULT_MEMORY_OPTIONS).toEqual(official.DEFAULT_MEMORY_OPTIONS);
  });

  it("has its kernel libraries, evaluation frameworks and agent harnesses", () => {
    expect(table(ours.KERNEL_LIBRARIES_UI_ELEMENTS, ["snippets"])).toEqual(
      table(official.KERNEL_LIBRARIES_UI_ELEMENTS, ["snippets"]),
    );
    expect(table(ours.EVALUATION_FRAMEWORKS, ["description"])).toEqual(
      table(official.EVALUATION_FRAMEWORKS, ["description"]),
    );
    expect(table(ours.AGENT_HARNESSES, ["description"])).toEqual(table(official.AGENT_HARNESSES, ["description"]));
    expect(ours.STANDARD_AGENT_ENV_VARS).toEqual(official.STANDARD_AGENT_ENV_VARS);
  });

  it("loads a kernel with the same call when a version is given", () => {
    const call = (code: string) => /get_kernel\(.*\)$/m.exec(code)?.[0];
    // Without one 0.21.54 prints get_kernel(id), which kernels 0.16 and later refuse: ours asks for version 1
    // (a deliberate difference, in the tasks README).
    for (const version of [0, 3]) {
      const [theirs] = official.KERNEL_LIBRARIES_UI_ELEMENTS.kernels.snippets("kernels-community/activation", version);
      const [mine] = ours.KERNEL_LIBRARIES_UI_ELEMENTS.kernels.snippets("kernels-community/activation", version);
      expect(call(mine!)).toBe(call(theirs!));
    }
  });
});
