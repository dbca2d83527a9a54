import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import { PIPELINE_DATA, PIPELINE_TYPES, type PipelineType } from "../src/pipelines.js";
import {
  TASKS_DATA,
  TASKS_MODEL_LIBRARIES,
  type ExampleRepo,
  type TaskData,
  type TaskDemoEntry,
} from "../src/tasks/index.js";

interface TaskReference {
  id: string;
  label: string;
  canonicalId?: string;
  libraries: string[];
  models: string[];
  datasets: string[];
  spaces: string[];
  metrics: string[];
  widgetModels: string[];
  youtubeId?: string;
  isPlaceholder: boolean;
  hasSummary: boolean;
  demo: { inputTypes: string[]; outputTypes: string[] };
}

interface TaskReferences {
  counts: { keys: number; defined: number; undefinedEntries: number; placeholders: number };
  undefinedTaskKeys: string[];
  tasks: Record<string, TaskReference | null>;
}

const reference = readFixtureJson<TaskReferences>("task-references.json");
const defined = Object.entries(reference.tasks).filter(
  (entry): entry is [PipelineType, TaskReference] => entry[1] !== null,
);
const REPO_KINDS = ["models", "datasets", "spaces", "metrics"] as const;
/** 0.18's pipeline type kept for old callers after the reference dropped it (see pipelines.test.ts): no page. */
const LEGACY = ["text2text-generation"];

function page(id: PipelineType): TaskData {
  const task = TASKS_DATA[id];
  if (task === undefined) {
    throw new Error(`${id} has no task page`);
  }
  return task;
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((part) => part.trim() !== "");
}

describe("TASKS_DATA against the reference", () => {
  it("has one entry per pipeline type, in the reference order", () => {
    expect(Object.keys(TASKS_DATA)).toEqual([...Object.keys(reference.tasks), ...LEGACY]);
    expect(Object.keys(TASKS_DATA).sort()).toEqual([...PIPELINE_TYPES].sort());
    expect(Object.keys(TASKS_DATA)).toHaveLength(reference.counts.keys + LEGACY.length);
  });

  it("leaves exactly the reference's pipeline types without a page", () => {
    const missing = Object.entries(TASKS_DATA)
      .filter(([, task]) => task === undefined)
      .map(([id]) => id);
    expect(missing.sort()).toEqual([...reference.undefinedTaskKeys, ...LEGACY].sort());
    expect(missing).toHaveLength(reference.counts.undefinedEntries + LEGACY.length);
    expect(defined).toHaveLength(reference.counts.defined);
  });

  it.each(defined)("%s: identity, libraries, example ids, widget models, video and flags match", (id, expected) => {
    const task = page(id);
    expect(task.id).toBe(expected.id);
    expect(task.label).toBe(expected.label);
    expect(task.label).toBe(PIPELINE_DATA[id].name);
    expect(task.canonicalId).toBe(expected.canonicalId);
    expect("canonicalId" in task).toBe("canonicalId" in expected);
    expect(task.libraries).toEqual(expected.libraries);
    expect(task.libraries).toBe(TASKS_MODEL_LIBRARIES[id]);
    for (const kind of REPO_KINDS) {
      expect(task[kind].map((repo) => repo.id)).toEqual(expected[kind]);
    }
    expect(task.widgetModels).toEqual(expected.widgetModels);
    expect(task.youtubeId).toBe(expected.youtubeId);
    expect("youtubeId" in task).toBe("youtubeId" in expected);
    // The original only sets the flag on placeholders.
    expect(task.isPlaceholder ?? false).toBe(expected.isPlaceholder);
    expect("isPlaceholder" in task).toBe(expected.isPlaceholder);
  });

  it.each(defined)("%s: the demo has the reference's input and output kinds", (id, expected) => {
    const { demo } = page(id);
    expect(demo.inputs.map((entry) => entry.type)).toEqual(expected.demo.inputTypes);
    expect(demo.outputs.map((entry) => entry.type)).toEqual(expected.demo.outputTypes);
  });

  it("the placeholder count matches", () => {
    expect(defined.filter(([id]) => page(id).isPlaceholder === true)).toHaveLength(reference.counts.placeholders);
  });
});

describe("TASKS_DATA content", () => {
  it.each(defined)("%s: has a one- or two-sentence summary exactly when the reference has one", (id, expected) => {
    const { summary } = page(id);
    if (!expected.hasSummary) {
      expect(summary).toBe("");
      return;
    }
    expect(summary).toBe(summary.trim());
    expect(summary).toMatch(/\.$/);
    expect(sentences(summary).length).toBeGreaterThanOrEqual(1);
    expect(sentences(summary).length).toBeLessThanOrEqual(2);
  });

  it("placeholders have empty lists and no demo", () => {
    for (const [id] of defined.filter(([id]) => page(id).isPlaceholder)) {
      const task = page(id);
      for (const kind of REPO_KINDS) {
        expect(task[kind]).toEqual([]);
      }
      expect(task.widgetModels).toEqual([]);
      expect(task.demo).toEqual({ inputs: [], outputs: [] });
    }
  });

  it("canonical ids name another pipeline type (which may itself have no page)", () => {
    for (const [id] of defined) {
      const canonical = page(id).canonicalId;
      if (canonical !== undefined) {
        expect(PIPELINE_TYPES).toContain(canonical);
        expect(canonical).not.toBe(id);
      }
    }
  });

  it("every example repo has a description, except the two we could not describe truthfully", () => {
    const repos: ExampleRepo[] = defined.flatMap(([id]) => REPO_KINDS.flatMap((kind) => page(id)[kind]));
    for (const repo of repos) {
      expect(repo.description).toBe(repo.description.trim());
      if (repo.description !== "") {
        expect(repo.description).toMatch(/[.!?]$/);
      }
    }
    const undescribed = repos.filter((repo) => repo.description === "").map((repo) => repo.id);
    // "" is the reference's empty dataset id; dylanebert/iso3d is an evaluation set we know too little about.
    expect(undescribed).toEqual(["", "dylanebert/iso3d"]);
  });

  it("the same repo is described the same way wherever it appears", () => {
    const seen = new Map<string, string>();
    for (const [id] of defined) {
      for (const kind of REPO_KINDS) {
        for (const repo of page(id)[kind]) {
          const key = `${kind}:${repo.id}`;
          expect(seen.get(key) ?? repo.description).toBe(repo.description);
          seen.set(key, repo.description);
        }
      }
    }
  });

  it.each(defined)("%s: demo entries are well formed", (id) => {
    const entries: TaskDemoEntry[] = [...page(id).demo.inputs, ...page(id).demo.outputs];
    for (const entry of entries) {
      switch (entry.type) {
        case "text":
          expect(entry.label.trim()).not.toBe("");
          expect(entry.content.trim()).not.toBe("");
          break;
        case "img":
        case "audio":
          expect(entry.filename).toMatch(/^[\w-]+\.\w+$/);
          break;
        case "chart": {
          // Scores are independent for similarity and ranking, so only their range and order are checked.
          const scores = entry.data.map((point) => point.score);
          expect(scores.every((score) => score >= 0 && score <= 1)).toBe(true);
          expect([...scores].sort((a, b) => b - a)).toEqual(scores);
          break;
        }
        case "tabular": {
          const width = entry.table[0]?.length ?? 0;
          expect(width).toBeGreaterThan(0);
          expect(entry.table.every((row) => row.length === width)).toBe(true);
          break;
        }
        case "text-with-tokens": {
          let previousEnd = 0;
          for (const token of entry.tokens) {
            expect(token.start).toBeGreaterThanOrEqual(previousEnd);
            expect(token.end).toBeGreaterThan(token.start);
            expect(token.end).toBeLessThanOrEqual(entry.text.length);
            expect(entry.text.slice(token.start, token.end).trim()).toBe(entry.text.slice(token.start, token.end));
            previousEnd = token.end;
          }
          break;
        }
      }
    }
  });
});
