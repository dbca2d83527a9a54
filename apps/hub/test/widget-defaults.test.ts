import { describe, expect, it } from "vitest";
import type { HubModel } from "../shared/hub-types.js";
import { widgetExamples } from "../shared/widget/defaults.js";
import { chatSettingsArgs, TASK_WIDGETS, widgetKeyOf } from "../shared/widget/task-table.js";
import { DEFAULT_CHAT_SETTINGS, type WidgetInput } from "../shared/widget/types.js";
import type { InputKind } from "../shared/widget/task-table.js";
import { Catalogue } from "../server/hub/catalogue.js";
import { DATA_DIR, dataPath } from "../server/paths.js";

// The records as the server serves them (demo records merged into the sample catalogue).
const catalogue: readonly HubModel[] = Catalogue.fromFiles(
  dataPath(DATA_DIR, "sampleModels"),
  dataPath(DATA_DIR, "demoModels"),
).models;

/** The fields a form of each kind needs before its call can be made. */
function missingFields(kind: InputKind, input: WidgetInput): string[] {
  const missing: string[] = [];
  const need = (ok: boolean, field: string) => ok || missing.push(field);
  if (["text", "prompt", "zero-shot", "question-context", "table-question", "image-question"].includes(kind)) {
    need(input.text.trim() !== "", "text");
  }
  if (kind === "zero-shot" || kind === "image-labels") need(input.candidateLabels.trim() !== "", "candidate labels");
  if (["image", "image-question", "image-labels", "audio"].includes(kind)) need(input.media !== undefined, "media");
  if (kind === "chat")
    need(
      input.messages.some((m) => m.content.trim() !== ""),
      "messages",
    );
  if (kind === "sentences")
    need(
      input.sentences.some((s) => s.trim() !== ""),
      "sentences",
    );
  return missing;
}

describe("default inputs", () => {
  it("are never empty: every catalogue model's first example fills what its form needs", () => {
    const empty: string[] = [];
    for (const model of catalogue) {
      const key = widgetKeyOf(model.pipeline_tag, model.tags);
      const spec = key === undefined ? undefined : TASK_WIDGETS[key];
      if (key === undefined || spec === undefined) continue;
      const [first] = widgetExamples(model, key, spec);
      const missing = missingFields(spec.input, first!.input);
      if (missing.length > 0) empty.push(`${model.id} (${key}): ${missing.join(", ")}`);
    }
    expect(empty).toEqual([]);
  });

  it("give CLIP-style zero-shot image classification candidate labels", () => {
    const clip: HubModel = {
      id: "openai/clip-vit-base-patch32",
      pipeline_tag: "zero-shot-image-classification",
      inference: "",
      tags: [],
      downloads: 0,
      likes: 0,
      lastModified: "",
    };
    const [first] = widgetExamples(
      clip,
      "zero-shot-image-classification",
      TASK_WIDGETS["zero-shot-image-classification"]!,
    );
    expect(first!.input.candidateLabels).toBe("animal, toy, car");
  });
});

describe("chat settings", () => {
  it("leave the request as recorded when unset", () => {
    expect(chatSettingsArgs(undefined)).toEqual({ generation: {} });
    expect(chatSettingsArgs(DEFAULT_CHAT_SETTINGS)).toEqual({ generation: {} });
  });

  it("add a system message, temperature and max tokens when set", () => {
    expect(
      chatSettingsArgs({ ...DEFAULT_CHAT_SETTINGS, systemPrompt: " Be brief. ", temperature: "0.7", maxTokens: "256" }),
    ).toEqual({
      system: { role: "system", content: "Be brief." },
      generation: { temperature: 0.7, max_tokens: 256 },
    });
  });

  it("name a value out of range", () => {
    expect(() => chatSettingsArgs({ ...DEFAULT_CHAT_SETTINGS, temperature: "3" })).toThrow(
      'Temperature must be a number from 0 to 2, not "3".',
    );
    expect(() => chatSettingsArgs({ ...DEFAULT_CHAT_SETTINGS, maxTokens: "1.5" })).toThrow(
      /Max tokens must be a whole/,
    );
  });
});
