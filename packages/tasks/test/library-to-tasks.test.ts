import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { LIBRARY_TASK_MAPPING } from "../src/library-to-tasks.js";
import { MODEL_LIBRARIES_UI_ELEMENTS } from "../src/model-libraries.js";
import { PIPELINE_TYPES, PIPELINE_TYPES_SET, type PipelineType } from "../src/pipelines.js";
import { TASKS_MODEL_LIBRARIES } from "../src/tasks/index.js";

interface LibraryToTasksReference {
  count: number;
  mapping: Record<string, string[]>;
  consistencyWithTasksModelLibraries: { pairsMissingFromTasksModelLibraries: { library: string; task: string }[] };
}

const reference = readFixtureJson<LibraryToTasksReference>("library-to-tasks.json");
const tasksModelLibraries = readFixtureJson<{ tasksModelLibraries: Record<string, string[]> }>(
  "task-references.json",
).tasksModelLibraries;
const mapping = Object.entries(LIBRARY_TASK_MAPPING) as [string, PipelineType[]][];

describe("LIBRARY_TASK_MAPPING", () => {
  it("equals the reference mapping, in the same order", () => {
    expect(LIBRARY_TASK_MAPPING).toEqual(reference.mapping);
    expect(Object.keys(LIBRARY_TASK_MAPPING)).toEqual(Object.keys(reference.mapping));
    expect(mapping).toHaveLength(reference.count);
  });

  it.each(mapping)("%s is a catalogued library whose tasks are pipeline types, each listed once", (library, tasks) => {
    expect(Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, library)).toBe(true);
    expect(tasks.length).toBeGreaterThan(0);
    expect(new Set(tasks).size).toBe(tasks.length);
    for (const task of tasks) {
      expect(PIPELINE_TYPES_SET.has(task)).toBe(true);
    }
  });

  it("differs from TASKS_MODEL_LIBRARIES exactly where the reference says", () => {
    const onlyHere = mapping.flatMap(([library, tasks]) =>
      tasks
        .filter((task) => !(TASKS_MODEL_LIBRARIES[task] as string[]).includes(library))
        .map((task) => ({ library, task })),
    );
    expect(onlyHere).toEqual(reference.consistencyWithTasksModelLibraries.pairsMissingFromTasksModelLibraries);
  });
});

describe("TASKS_MODEL_LIBRARIES", () => {
  it("equals the reference for every pipeline type", () => {
    // text2text-generation is 0.18's type, kept for old callers with 0.18's libraries (see pipelines.test.ts).
    const { "text2text-generation": legacy, ...current } = TASKS_MODEL_LIBRARIES;
    expect(current).toEqual(tasksModelLibraries);
    expect(legacy).toEqual(["transformers", "transformers.js"]);
    expect(Object.keys(TASKS_MODEL_LIBRARIES).sort()).toEqual([...PIPELINE_TYPES].sort());
  });

  it.each(Object.entries(TASKS_MODEL_LIBRARIES))("%s lists catalogued libraries, each once", (_task, libraries) => {
    expect(new Set(libraries).size).toBe(libraries.length);
    for (const library of libraries) {
      expect(Object.hasOwn(MODEL_LIBRARIES_UI_ELEMENTS, library)).toBe(true);
    }
  });
});
