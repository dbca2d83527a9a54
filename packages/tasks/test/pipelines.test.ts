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
  };
  duplicateSubtaskTypes: { type: string; usedBy: string[]; occurrencesInSubtaskTypes: number }[];
  pipelineTypes: string[];
  pipelines: Record<string, PipelineData>;
  subtaskTypes: string[];
  modalities: string[];
  modalityLabels: Record<string, string>;
  colors0_18: Record<string, PipelineData["color"]>;
  legacyPipelines: Record<string, { name: string; modality: string; color: string; subtasksMovedTo: string }>;
}

const reference = readFixtureJson<PipelinesReference>("pipelines.json");
const allPipelines = Object.entries(PIPELINE_DATA as Record<PipelineType, PipelineData>) as [
  PipelineType,
  PipelineData,
][];
/** The hub's own pipeline types, without the legacy ones kept for 0.18's callers. */
const pipelines = allPipelines.filter(([id]) => !(id in reference.legacyPipelines));
const withoutColor = ({ color: _color, ...data }: PipelineData) => data;
const COLORS = ["blue", "green", "indigo", "orange", "red", "yellow"];

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  }
  return counts;
}

describe("PIPELINE_DATA against the reference", () => {
  it("holds every pipeline with the same name, modality, subtasks and flags, in the same order", () => {
    expect(Object.fromEntries(pipelines.map(([id, data]) => [id, withoutColor(data)]))).toEqual(reference.pipelines);
    expect(pipelines.map(([id]) => id)).toEqual(Object.keys(reference.pipelines));
  });

  it("keeps 0.18's badge colours for the pipelines 0.18 knew, and gives none to the newer ones", () => {
    const colors = Object.fromEntries(pipelines.map(([id, data]) => [id, data.color]));
    expect(colors).toEqual(
      Object.fromEntries(Object.keys(reference.pipelines).map((id) => [id, reference.colors0_18[id]])),
    );
    const added: PipelineData = PIPELINE_DATA["video-to-video"];
    expect(added.color).toBeUndefined();
  });

  it("lists the pipeline types in the reference order, then the legacy ones", () => {
    expect(PIPELINE_TYPES).toEqual([...reference.pipelineTypes, ...Object.keys(reference.legacyPipelines)]);
    expect(PIPELINE_TYPES).toHaveLength(reference.counts.pipelines + 1);
  });

  it("keeps text2text-generation for 0.18's callers, shown as the hub shows it now: hidden, its subtasks under text-generation", () => {
    const legacy = reference.legacyPipelines["text2text-generation"]!;
    const data: PipelineData = PIPELINE_DATA["text2text-generation"];
    expect(data).toEqual({
      name: legacy.name,
      modality: legacy.modality,
      color: legacy.color,
      hideInModels: true,
      hideInDatasets: true,
    });
    expect(PIPELINE_TYPES_SET.has("text2text-generation")).toBe(true);
    expect(legacy.subtasksMovedTo).toBe("text-generation");
    const textGeneration: PipelineData = PIPELINE_DATA["text-generation"];
    expect(textGeneration.subtasks?.map((subtask) => subtask.type)).toContain("text2text-generation");
  });

  it("lists the subtask types in order, keeping the one duplicate", () => {
    expect(SUBTASK_TYPES).toEqual(reference.subtaskTypes);
    expect(SUBTASK_TYPES).toHaveLength(reference.counts.subtaskTypes);
  });

  it("has the reference modalities, labels and counts", () => {
    expect(MODALITIES).toEqual(reference.modalities);
    expect(MODALITY_LABELS).toEqual(reference.modalityLabels);
    expect(countBy(pipelines, ([, data]) => data.modality)).toEqual(reference.counts.perModality);
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

  it.each(allPipelines)("%s has a name, a known modality and a known colour or none", (_id, data) => {
    expect(data.name.trim()).not.toBe("");
    expect(MODALITIES).toContain(data.modality);
    expect(MODALITY_LABELS[data.modality]).toBeTruthy();
    expect([...COLORS, undefined]).toContain(data.color);
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
