/**
 * The local apps of today's hub (@huggingface/tasks 0.21.54's 24, in its order), each offered only where the
 * repository has what it runs (local-apps/formats.ts). Their commands live in local-apps/: servers (llama.cpp, vLLM,
 * SGLang, TGI, MLX LM), one-command runners (node-llama-cpp, Ollama, LocalAI, Docker Model Runner, Lemonade) and
 * local agents (Pi, Hermes Agent, OpenClaw); the rest open the app with a deep link. Chat examples ask for
 * `max_tokens` 512.
 */
import type { ModelData } from "./model-data.js";
import { hasTag, modelId, pipelineTag, stringOrUndefined } from "./model-libraries-snippets/model-fields.js";
import { percentEncodePath } from "./model-libraries-snippets/url.js";
import { hermesAgentSnippets, openClawSnippets, piSnippets } from "./local-apps/agents.js";
import {
  hasGguf,
  hasMlx,
  hasRyzenAi,
  hasServableQuantization,
  hasTransformers,
  isDiffusers,
  isDiffusersImageModel,
  isLocalToolCallingChatModel,
  isTextGeneration,
} from "./local-apps/formats.js";
import {
  dockerModelRunnerSnippet,
  lemonadeSnippets,
  localAiSnippets,
  nodeLlamaCppSnippets,
  ollamaSnippet,
} from "./local-apps/runners.js";
import { llamaCppSnippets, mlxLmSnippets, sglangSnippets, tgiSnippets, vllmSnippets } from "./local-apps/servers.js";
import type { LocalApp } from "./local-apps/types.js";

export type { LocalApp, LocalAppSnippet } from "./local-apps/types.js";

/** Models a serving engine loads from the repository: transformers weights, plain or quantized, that write text. */
function isServableTextModel(model: ModelData): boolean {
  return (hasTransformers(model) || hasServableQuantization(model)) && isTextGeneration(model);
}

function deeplink(url: string): URL {
  return new URL(url);
}

/** A LoRA of a diffusers model (the hub tags those `lora`). */
const isLora = (model: ModelData) => hasTag(model, "lora");

/** The apps the hub offers today, keyed by id, in its order. */
const CURRENT_LOCAL_APPS = {
  "llama.cpp": {
    prettyLabel: "llama.cpp",
    docsUrl: "https://github.com/ggerganov/llama.cpp",
    mainTask: "text-generation",
    displayOnModelPage: hasGguf,
    snippet: llamaCppSnippets,
  },
  "node-llama-cpp": {
    prettyLabel: "node-llama-cpp",
    docsUrl: "https://node-llama-cpp.withcat.ai",
    mainTask: "text-generation",
    displayOnModelPage: hasGguf,
    snippet: nodeLlamaCppSnippets,
  },
  vllm: {
    prettyLabel: "vLLM",
    docsUrl: "https://docs.vllm.ai",
    mainTask: "text-generation",
    // Not on GGUF-only repositories (0.21.54 offers it there): `vllm serve org/model` needs transformers weights.
    displayOnModelPage: isServableTextModel,
    snippet: vllmSnippets,
  },
  sglang: {
    prettyLabel: "SGLang",
    docsUrl: "https://docs.sglang.io",
    mainTask: "text-generation",
    displayOnModelPage: isServableTextModel,
    snippet: sglangSnippets,
  },
  "mlx-lm": {
    prettyLabel: "MLX LM",
    docsUrl: "https://github.com/ml-explore/mlx-lm",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => pipelineTag(model) === "text-generation" && hasMlx(model),
    snippet: mlxLmSnippets,
  },
  tgi: {
    prettyLabel: "TGI",
    docsUrl: "https://huggingface.co/docs/text-generation-inference/",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => hasTag(model, "text-generation-inference"),
    snippet: tgiSnippets,
  },
  lmstudio: {
    prettyLabel: "LM Studio",
    docsUrl: "https://lmstudio.ai",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => hasGguf(model) || hasMlx(model),
    deeplink: (model: ModelData, filepath: string | undefined) => {
      const file = stringOrUndefined(filepath);
      const fileParam = file !== undefined ? `&file=${percentEncodePath(file)}` : "";
      return deeplink(`lmstudio://open_from_hf?model=${percentEncodePath(modelId(model))}${fileParam}`);
    },
  },
  localai: {
    prettyLabel: "LocalAI",
    docsUrl: "https://github.com/mudler/LocalAI",
    mainTask: "text-generation",
    displayOnModelPage: hasGguf,
    snippet: localAiSnippets,
  },
  jan: {
    prettyLabel: "Jan",
    docsUrl: "https://jan.ai",
    mainTask: "text-generation",
    displayOnModelPage: hasGguf,
    deeplink: (model: ModelData) => deeplink(`jan://models/huggingface/${percentEncodePath(modelId(model))}`),
  },
  "atomic-chat": {
    prettyLabel: "Atomic Chat",
    docsUrl: "https://atomic.chat",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => hasGguf(model) || hasMlx(model),
    deeplink: (model: ModelData) => deeplink(`atomic-chat://models/huggingface/${percentEncodePath(modelId(model))}`),
  },
  backyard: {
    prettyLabel: "Backyard AI",
    docsUrl: "https://backyard.ai",
    mainTask: "text-generation",
    displayOnModelPage: hasGguf,
    deeplink: (model: ModelData) => deeplink(`https://backyard.ai/hf/model/${percentEncodePath(modelId(model))}`),
  },
  jellybox: {
    prettyLabel: "Jellybox",
    docsUrl: "https://jellybox.com",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) =>
      hasGguf(model) || (isDiffusersImageModel(model) && hasTag(model, "safetensors")),
    deeplink: (model: ModelData) => {
      const id = percentEncodePath(modelId(model));
      if (hasGguf(model)) {
        return deeplink(`jellybox://llm/models/huggingface/LLM/${id}`);
      }
      return deeplink(
        isLora(model)
          ? `jellybox://image/models/huggingface/ImageLora/${id}`
          : `jellybox://image/models/huggingface/Image/${id}`,
      );
    },
  },
  msty: {
    prettyLabel: "Msty",
    docsUrl: "https://msty.app",
    mainTask: "text-generation",
    displayOnModelPage: hasGguf,
    deeplink: (model: ModelData) => deeplink(`msty://models/search/hf/${percentEncodePath(modelId(model))}`),
  },
  recursechat: {
    prettyLabel: "RecurseChat",
    docsUrl: "https://recurse.chat",
    mainTask: "text-generation",
    macOSOnly: true,
    displayOnModelPage: hasGguf,
    deeplink: (model: ModelData) =>
      deeplink(`recursechat://new-hf-gguf-model?hf-model-id=${percentEncodePath(modelId(model))}`),
  },
  drawthings: {
    prettyLabel: "Draw Things",
    docsUrl: "https://drawthings.ai",
    mainTask: "text-to-image",
    macOSOnly: true,
    displayOnModelPage: isDiffusersImageModel,
    deeplink: (model: ModelData) => {
      const call = isLora(model) ? "pipeline.load_lora_weights" : "pipeline.from_pretrained";
      return deeplink(`https://drawthings.ai/import/diffusers/${call}?repo_id=${percentEncodePath(modelId(model))}`);
    },
  },
  diffusionbee: {
    prettyLabel: "DiffusionBee",
    docsUrl: "https://diffusionbee.com",
    mainTask: "text-to-image",
    macOSOnly: true,
    displayOnModelPage: (model: ModelData) => isDiffusers(model) && pipelineTag(model) === "text-to-image",
    deeplink: (model: ModelData) =>
      deeplink(`https://diffusionbee.com/huggingface_import?model_id=${percentEncodePath(modelId(model))}`),
  },
  joyfusion: {
    prettyLabel: "JoyFusion",
    docsUrl: "https://joyfusion.app",
    mainTask: "text-to-image",
    macOSOnly: true,
    // JoyFusion runs Core ML conversions made for it (tagged `joyfusion`).
    displayOnModelPage: (model: ModelData) =>
      hasTag(model, "coreml") && hasTag(model, "joyfusion") && pipelineTag(model) === "text-to-image",
    deeplink: (model: ModelData) =>
      deeplink(`https://joyfusion.app/import_from_hf?repo_id=${percentEncodePath(modelId(model))}`),
  },
  ollama: {
    prettyLabel: "Ollama",
    docsUrl: "https://ollama.com",
    mainTask: "text-generation",
    displayOnModelPage: hasGguf,
    snippet: ollamaSnippet,
  },
  unsloth: {
    prettyLabel: "Unsloth Desktop",
    docsUrl: "https://unsloth.ai/docs",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => hasTag(model, "unsloth") || hasGguf(model),
    deeplink: (model: ModelData, filepath: string | undefined) => {
      const url = new URL("unsloth://open_from_hf");
      url.searchParams.set("model", modelId(model));
      const file = stringOrUndefined(filepath);
      if (file !== undefined) {
        url.searchParams.set("file", file);
      }
      return url;
    },
  },
  "docker-model-runner": {
    prettyLabel: "Docker Model Runner",
    docsUrl: "https://docs.docker.com/ai/model-runner/",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => hasGguf(model) || isServableTextModel(model),
    snippet: dockerModelRunnerSnippet,
  },
  lemonade: {
    prettyLabel: "Lemonade",
    docsUrl: "https://lemonade-server.ai",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => hasGguf(model) || hasRyzenAi(model),
    snippet: lemonadeSnippets,
  },
  pi: {
    prettyLabel: "Pi",
    docsUrl: "https://github.com/earendil-works/pi",
    mainTask: "text-generation",
    displayOnModelPage: isLocalToolCallingChatModel,
    snippet: piSnippets,
  },
  "hermes-agent": {
    prettyLabel: "Hermes Agent",
    docsUrl: "https://hermes-agent.nousresearch.com/",
    mainTask: "text-generation",
    displayOnModelPage: isLocalToolCallingChatModel,
    snippet: hermesAgentSnippets,
  },
  openclaw: {
    prettyLabel: "OpenClaw",
    docsUrl: "https://github.com/openclaw/openclaw",
    mainTask: "text-generation",
    displayOnModelPage: isLocalToolCallingChatModel,
    snippet: openClawSnippets,
  },
} satisfies Record<string, LocalApp>;

/** Shown on no page. */
const never = (_model: ModelData) => false;

/**
 * Apps of 0.18 the hub no longer offers. Their entries stay, with 0.18's facts, so code written for 0.18
 * (`LOCAL_APPS.invoke`, a `LocalAppKey` of "sanctum") still compiles and runs, but no page offers them: an app the
 * hub dropped is not one to recommend.
 */
const RETIRED_LOCAL_APPS = {
  sanctum: {
    prettyLabel: "Sanctum",
    docsUrl: "https://sanctum.ai",
    mainTask: "text-generation",
    displayOnModelPage: never,
    deeplink: (model: ModelData) => deeplink(`sanctum://open_from_hf?model=${percentEncodePath(modelId(model))}`),
  },
  invoke: {
    prettyLabel: "Invoke",
    docsUrl: "https://github.com/invoke-ai/InvokeAI",
    mainTask: "text-to-image",
    displayOnModelPage: never,
    deeplink: (model: ModelData) =>
      deeplink(`https://models.invoke.ai/huggingface/${percentEncodePath(modelId(model))}`),
  },
} satisfies Record<string, LocalApp>;

/** The ids of the retired apps, which `LOCAL_APPS` keeps last and never offers. */
export const RETIRED_LOCAL_APP_KEYS = Object.keys(RETIRED_LOCAL_APPS);

/** Every local app by id: today's, in the hub's order, then the retired ones (see above). */
export const LOCAL_APPS = { ...CURRENT_LOCAL_APPS, ...RETIRED_LOCAL_APPS };

export type LocalAppKey = keyof typeof LOCAL_APPS;
