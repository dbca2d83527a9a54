/**
 * Pipelines, task pages and local apps against the installed @huggingface/tasks 0.21.54 itself (a dev dependency of
 * benchmarks/): the same keys in the same order and the same facts, with Hubkit's deliberate differences named here
 * (packages/tasks/README.md says why). packages/tasks/test/ checks the same facts against what 0.21.54 answered,
 * recorded in fixtures/.
 */
import * as official from "@huggingface/tasks-0.21";
import { describe, expect, it } from "vitest";
import { LOCAL_APPS, RETIRED_LOCAL_APP_KEYS, type LocalApp } from "../../packages/tasks/src/local-apps.js";
import type { ModelData } from "../../packages/tasks/src/model-data.js";
import { PIPELINE_DATA, SUBTASK_TYPES, type PipelineData } from "../../packages/tasks/src/pipelines.js";
import { TASKS_DATA, TASKS_MODEL_LIBRARIES } from "../../packages/tasks/src/tasks/index.js";

/** 0.18's pipeline type Hubkit keeps for old callers after 0.21 made it a subtask of text-generation. */
const LEGACY_PIPELINES = ["text2text-generation"];

function ours<T>(record: Record<string, T>): Array<[string, T]> {
  return Object.entries(record).filter(([key]) => !LEGACY_PIPELINES.includes(key));
}

/** A record both packages read. */
type Record2 = ModelData & official.ModelData;

describe("pipelines against @huggingface/tasks 0.21.54", () => {
  it("has its 57 types in its order with the same facts; 0.18's badge colours kept on top", () => {
    const pipelines: Array<[string, PipelineData]> = ours(PIPELINE_DATA).map(([id, data]) => {
      const { color: _color, ...facts }: PipelineData = data;
      return [id, facts];
    });
    expect(pipelines).toEqual(Object.entries(official.PIPELINE_DATA));
    expect(pipelines).toHaveLength(57);
    expect(SUBTASK_TYPES).toEqual(official.SUBTASK_TYPES);
  });

  it("keeps text2text-generation last, hidden everywhere, its subtasks where 0.21.54 put them", () => {
    expect(Object.keys(PIPELINE_DATA).slice(-1)).toEqual(LEGACY_PIPELINES);
    expect(PIPELINE_DATA["text2text-generation"]).toMatchObject({ hideInModels: true, hideInDatasets: true });
    expect(official.PIPELINE_DATA["text-generation"].subtasks.map((subtask) => subtask.type)).toContain(
      "text2text-generation",
    );
  });
});

describe("task pages against @huggingface/tasks 0.21.54", () => {
  const pages = ours(TASKS_DATA);

  it("has a page for the same tasks, in the same order", () => {
    expect(pages.map(([id, task]) => [id, task !== undefined])).toEqual(
      Object.entries(official.TASKS_DATA).map(([id, task]) => [id, task !== undefined]),
    );
    expect(pages.filter(([, task]) => task !== undefined)).toHaveLength(47);
  });

  it("has the same facts on every page: label, libraries, example ids, widget models, video, demo I/O kinds", () => {
    /** The facts of a page, read the same way from both packages' shapes. */
    interface PageShape {
      id: string;
      label: string;
      canonicalId?: string;
      libraries: string[];
      models: Array<{ id: string }>;
      datasets: Array<{ id: string }>;
      spaces: Array<{ id: string }>;
      metrics: Array<{ id: string }>;
      widgetModels: string[];
      youtubeId?: string;
      isPlaceholder?: boolean;
      demo: { inputs: Array<{ type: string }>; outputs: Array<{ type: string }> };
    }
    const facts = (task: PageShape | undefined) =>
      task === undefined
        ? undefined
        : {
            id: task.id,
            label: task.label,
            canonicalId: task.canonicalId,
            libraries: task.libraries,
            models: task.models.map((repo) => repo.id),
            datasets: task.datasets.map((repo) => repo.id),
            spaces: task.spaces.map((repo) => repo.id),
            metrics: task.metrics.map((repo) => repo.id),
            widgetModels: task.widgetModels,
            youtubeId: task.youtubeId,
            placeholder: task.isPlaceholder === true,
            inputs: task.demo.inputs.map((entry) => entry.type),
            outputs: task.demo.outputs.map((entry) => entry.type),
          };
    const theirs = new Map<string, PageShape | undefined>(Object.entries(official.TASKS_DATA));
    for (const [id, task] of pages) {
      expect(facts(task), id).toEqual(facts(theirs.get(id)));
    }
    expect(ours(TASKS_MODEL_LIBRARIES)).toEqual(Object.entries(official.TASKS_MODEL_LIBRARIES));
  });
});

describe("local apps against @huggingface/tasks 0.21.54", () => {
  const current = Object.entries(LOCAL_APPS).filter(([key]) => !RETIRED_LOCAL_APP_KEYS.includes(key));
  const theirs: Array<[string, official.LocalApp]> = Object.entries(official.LOCAL_APPS);

  it("has its 24 apps in its order with the same label, docs link, task, macOS flag and kind", () => {
    const facts = (app: LocalApp | official.LocalApp) => ({
      prettyLabel: app.prettyLabel,
      docsUrl: app.docsUrl,
      mainTask: app.mainTask,
      macOSOnly: app.macOSOnly,
      kind: "deeplink" in app ? "deeplink" : "snippet",
    });
    expect(current.map(([key, app]) => [key, facts(app)])).toEqual(theirs.map(([key, app]) => [key, facts(app)]));
    expect(current).toHaveLength(24);
  });

  it("is shown where 0.21.54 shows it, but vLLM on GGUF-only repositories, on records of every kind", () => {
    const template = "{% for tool in tools %}{{ tool }}{% endfor %}";
    const records: Record2[] = [];
    for (const tags of [["gguf"], ["mlx"], ["transformers"], ["diffusers", "safetensors"], ["diffusers", "lora"], []]) {
      for (const extra of [
        [],
        ["conversational"],
        ["text-generation-inference"],
        ["unsloth"],
        ["coreml", "joyfusion"],
        ["ryzenai-npu"],
      ]) {
        for (const pipeline_tag of ["text-generation", "image-text-to-text", "text-to-image", "fill-mask"] as const) {
          const gguf = tags.includes("gguf") ? { total: 1, context_length: 4096, chat_template: template } : undefined;
          const library_name = tags.includes("mlx") ? "mlx" : tags[0];
          records.push({
            id: "org/model",
            inference: "",
            tags: [...tags, ...extra],
            pipeline_tag,
            ...(library_name !== undefined && { library_name }),
            ...(gguf !== undefined && { gguf }),
            config: {
              tokenizer_config: { chat_template: template },
              // AWQ weights are transformers-format repositories without a format tag of their own.
              ...(tags.length === 0 && { quantization_config: { quant_method: "awq" } }),
            },
          });
        }
      }
    }
    const byKey = new Map(theirs);
    for (const [key, app] of current) {
      for (const record of records) {
        const expected = byKey.get(key)!.displayOnModelPage(record);
        const deliberate = key === "vllm" && record.tags.includes("gguf") && !record.tags.includes("transformers");
        expect(app.displayOnModelPage(record), `${key} on ${record.tags.join(",")} ${record.pipeline_tag}`).toBe(
          deliberate ? false : expected,
        );
      }
    }
  });

  it("opens the same deep links", () => {
    const record: Record2 = { id: "org/model", inference: "", tags: [] };
    const byKey = new Map(theirs);
    for (const [key, app] of current) {
      const their = byKey.get(key)!;
      if ("deeplink" in app && "deeplink" in their) {
        expect(app.deeplink(record, "model-Q4_K_M.gguf").href, key).toBe(
          their.deeplink(record, "model-Q4_K_M.gguf").href,
        );
      }
    }
  });
});
