/**
 * One representative model per pipeline tag with snippets (the public catalogue's where it has one),
 * on every provider that serves the task, every client: stored as files under __snapshots__/ to be read
 * by eye in review (`<tag>/<provider>/<client>.<ext>`). Tokens are left out, so the code reads the environment's.
 */
import type { ModelDataMinimal, PipelineType } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { snippets, type InferenceProvider, type InferenceTask } from "../../src/index.js";
import { isRetiredProvider, PROVIDERS } from "../../src/registry/registry.js";
import { SHAPE_OF_PIPELINE } from "../../src/snippets/shapes.js";
import { publicModels } from "./support/generate.js";

// JavaScript snapshots end in .js.txt so that lint and prettier leave the generated code as it is.
const EXTENSIONS: Record<string, string> = { python: "py", js: "js.txt", sh: "sh" };
const catalogue = publicModels();

/** The catalogue's first model of a tag (and chat kind), or a made-up one when it has none. */
function representative(pipeline: PipelineType, chat: boolean): ModelDataMinimal {
  const found = catalogue.find(
    (m) => m.pipeline_tag === pipeline && (m.tags ?? []).includes("conversational") === chat,
  );
  return (
    found ?? {
      id: `example-org/${pipeline}-model`,
      pipeline_tag: pipeline,
      tags: chat ? ["conversational"] : [],
      inference: "",
    }
  );
}

interface Row {
  name: string;
  model: ModelDataMinimal;
  providers: InferenceProvider[];
  opts?: Record<string, unknown>;
  /** Added to the provider mapping (LoRA adapters). */
  mappingExtra?: Record<string, string>;
}

/**
 * The providers that serve a task and get snippets: every live one (retired providers get none). Each row
 * checks that every such pair prints at least one snippet.
 */
function servedBy(task: InferenceTask): InferenceProvider[] {
  return (Object.keys(PROVIDERS) as InferenceProvider[]).filter(
    (p) => Object.hasOwn(PROVIDERS[p], task) && !isRetiredProvider(p),
  );
}

// Chat: one provider per kind of route (hub's own, OpenAI-style, provider-specific path, closed source).
const CHAT_PROVIDERS: InferenceProvider[] = ["hf-inference", "together", "cohere", "novita", "openai"];

const rows: Row[] = [
  ...(Object.keys(SHAPE_OF_PIPELINE) as PipelineType[])
    .filter((pipeline) => pipeline !== "image-text-to-text")
    .map((pipeline) => ({
      name: pipeline,
      model: representative(pipeline, false),
      providers: servedBy(pipeline as InferenceTask),
    }))
    // text2text-generation has a shape but no provider serves the task (as in 3.8.1).
    .filter((row) => row.providers.length > 0),
  ...(["text-generation", "image-text-to-text"] as const).flatMap((pipeline) => [
    { name: `${pipeline}+chat`, model: representative(pipeline, true), providers: CHAT_PROVIDERS },
    {
      name: `${pipeline}+chat--stream`,
      model: representative(pipeline, true),
      providers: CHAT_PROVIDERS,
      opts: { streaming: true },
    },
  ]),
  {
    name: "text-generation+chat--settings-and-bill-to",
    model: representative("text-generation", true),
    providers: ["together"],
    opts: { temperature: 0.5, max_tokens: 1024, top_p: 0.7, billTo: "my-org" },
  },
  {
    // huggingface_hub 1.28 serves their chat: its snippet names them with provider=, as every other provider.
    name: "text-generation+chat--groq-ovhcloud",
    model: representative("text-generation", true),
    providers: ["groq", "ovhcloud"],
  },
  {
    name: "text-to-image--lora",
    model: catalogue.find((m) => m.id === "openfree/flux-chatgpt-ghibli-lora")!,
    providers: ["fal-ai"],
    mappingExtra: { adapter: "lora", adapterWeightsPath: "ghibli-lora.safetensors" },
  },
  {
    name: "automatic-speech-recognition--bill-to",
    model: representative("automatic-speech-recognition", false),
    providers: ["hf-inference"],
    opts: { billTo: "my-org" },
  },
];

describe.each(rows)("$name", (row) => {
  it.each(row.providers)("%s", async (provider) => {
    const entry = (row.model as { inferenceProviderMapping?: Record<string, { providerId: string }> })
      .inferenceProviderMapping?.[provider];
    const mapping = {
      hfModelId: row.model.id,
      providerId: entry?.providerId ?? (provider === "hf-inference" ? row.model.id : `${provider}-id/${row.model.id}`),
      status: "live" as const,
      task: (row.name.includes("+chat") ? "conversational" : row.model.pipeline_tag) as InferenceTask,
      ...row.mappingExtra,
    };
    const list = snippets.getInferenceSnippets(row.model, "", provider, mapping, row.opts);
    expect(list.length).toBeGreaterThan(0);
    for (const snippet of list) {
      await expect(snippet.content).toMatchFileSnapshot(
        `__snapshots__/${row.name}/${provider}/${snippet.client}.${EXTENSIONS[snippet.language]}`,
      );
    }
  });
});
