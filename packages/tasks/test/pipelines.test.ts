import { describe, expect, it } from "vitest";
import { readFixtureJson } from "../../../test-support/fixtures.js";
import {
  MODALITIES,
  MODALITY_LABELS,
  PIPELINE_DATA,
  PIPELINE_TYPES,
  PIPELINE_TYPES_SET,
  SUBTASK_TYPES,
  type PipelineData,
  type PipelineType,
} from "../src/pipelines.js";

interface PipelinesReference {
  counts: {
    pipelines: number;
    withSubtasks: number;
    subtaskTypes: number;
    hideInModels: number;
    hideInDatasets: number;
    perModality: Record<string, number>;
    perColor: Record<string, number>;
  };
  duplicateSubtaskTypes: { type: string; usedBy: string[]; occurrencesInSubtaskTypes: number }[];
  pipelineTypes: string[];
  pipelines: Record<string, PipelineData>;
  subtaskTypes: string[];
  modalities: string[];
  modalityLabels: Record<string, string>;
}

const reference = readFixtureJson<PipelinesReference>("pipelines.json");
const pipelines = Object.entries(PIPELINE_DATA as Record<PipelineType, PipelineData>) as [PipelineType, PipelineData][];
const COLORS = ["blue", "green", "indigo", "orange", "red", "yellow"];

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  }
  return counts;
}

describe("PIPELINE_DATA against the reference", () => {
  it("holds every pipeline with the same name, modality, colour, subtasks and flags, in the same order", () => {
    expect(PIPELINE_DATA).toEqual(reference.pipelines);
    expect(Object.keys(PIPELINE_DATA)).toEqual(Object.keys(reference.pipelines));
  });

  it("lists the pipeline types in the reference order", () => {
    expect(PIPELINE_TYPES).toEqual(reference.pipelineTypes);
    expect(PIPELINE_TYPES).toHaveLength(reference.counts.pipelines);
  });

  it("lists the subtask types in order, keeping the one duplicate", () => {
    expect(SUBTASK_TYPES).toEqual(reference.subtaskTypes);
    expect(SUBTASK_TYPES).toHaveLength(reference.counts.subtaskTypes);
  });

  it("has the reference modalities, labels and counts", () => {
    expect(MODALITIES).toEqual(reference.modalities);
    expect(MODALITY_LABELS).toEqual(reference.modalityLabels);
    expect(countBy(pipelines, ([, data]) => data.modality)).toEqual(reference.counts.perModality);
    expect(countBy(pipelines, ([, data]) => data.color)).toEqual(reference.counts.perColor);
    expect(pipelines.filter(([, data]) => data.subtasks !== undefined)).toHaveLength(reference.counts.withSubtasks);
    expect(pipelines.filter(([, data]) => data.hideInModels === true)).toHaveLength(reference.counts.hideInModels);
    expect(pipelines.filter(([, data]) => data.hideInDatasets === true)).toHaveLength(reference.counts.hideInDatasets);
  });

  it("PIPELINE_TYPES_SET holds exactly the pipeline types", () => {
    expect([...PIPELINE_TYPES_SET]).toEqual(PIPELINE_TYPES);
    expect(PIPELINE_TYPES_SET.has("text-generation")).toBe(true);
    expect(PIPELINE_TYPES_SET.has("conversational" as PipelineType)).toBe(false);
  });
});

describe("PIPELINE_DATA integrity", () => {
  it("has no duplicate pipeline ids", () => {
    expect(new Set(PIPELINE_TYPES).size).toBe(PIPELINE_TYPES.length);
  });

  it.each(pipelines)("%s has a name, a known modality and a known colour", (_id, data) => {
    expect(data.name.trim()).not.toBe("");
    expect(MODALITIES).toContain(data.modality);
    expect(MODALITY_LABELS[data.modality]).toBeTruthy();
    expect(COLORS).toContain(data.color);
  });

  it("every subtask type belongs to the pipeline that lists it, and each pipeline lists a subtask once", () => {
    const owners = new Map<string, PipelineType[]>();
    for (const [id, data] of pipelines) {
      const types = (data.subtasks ?? []).map((subtask) => subtask.type);
      expect(new Set(types).size).toBe(types.length);
      for (const subtask of data.subtasks ?? []) {
        expect(subtask.name.trim()).not.toBe("");
        owners.set(subtask.type, [...(owners.get(subtask.type) ?? []), id]);
      }
    }
    // SUBTASK_TYPES is exactly the subtasks of the pipelines, pipeline by pipeline.
    expect(SUBTASK_TYPES).toEqual(
      pipelines.flatMap(([, data]) => (data.subtasks ?? []).map((subtask) => subtask.type)),
    );
    const shared = [...owners].filter(([, usedBy]) => usedBy.length > 1);
    expect(shared.map(([type, usedBy]) => ({ type, usedBy }))).toEqual(
      reference.duplicateSubtaskTypes.map(({ type, usedBy }) => ({ type, usedBy })),
    );
  });
});
