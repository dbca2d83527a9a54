import { parseGGUFQuantLabel } from "./gguf.js";
import { GGUF_FILE_PLACEHOLDER, QUANT_TAG_PLACEHOLDER } from "./gguf-placeholders.js";
import type { ModelData } from "./model-data.js";
import type { PipelineType } from "./pipelines.js";
import { sh, trusted, type Code } from "./model-libraries-snippets/code.js";
import { CHAT_MAX_TOKENS } from "./model-libraries-snippets/constants.js";
import {
  hasTag,
  isConversational,
  modelId,
  pipelineTag,
  stringOrUndefined,
} from "./model-libraries-snippets/model-fields.js";
import { chatMessages } from "./model-libraries-snippets/task-sample.js";
import { percentEncodePath } from "./model-libraries-snippets/url.js";
import { shellSingleQuoted } from "./snippets/quote.js";

/** One way to run a model in a local app: a title, an optional setup step, and the commands. */
export interface LocalAppSnippet {
  title: string;
  /** A step to run once beforehand (install, download). */
  setup?: string;
  /** The command(s) to run. */
  content: string | string[];
}

/** An app that runs models on the user's machine, offered on a model page next to the libraries. */
export type LocalApp = {
  prettyLabel: string;
  docsUrl: string;
  /** The task the app is mostly used for. */
  mainTask: PipelineType;
  macOSOnly?: boolean;
  comingSoon?: boolean;
  /** Whether the model page offers this app for a model. */
  displayOnModelPage: (model: ModelData) => boolean;
} & (
  | {
      /** A link that opens the app on the model (and file, when one is chosen). */
      deeplink: (model: ModelData, filepath?: string) => URL;
    }
  | {
      /** Commands to paste in a terminal. */
      snippet: (model: ModelData, filepath?: string) => string | string[] | LocalAppSnippet | LocalAppSnippet[];
    }
);

/** A model with GGUF weights that llama.cpp-based apps can run. */
function isLlamaCppGgufModel(model: ModelData): boolean {
  return typeof model.gguf?.context_length === "number" || hasTag(model, "gguf");
}

/** A model that Text Generation Inference serves (the hub tags those). */
function isTgiModel(model: ModelData): boolean {
  return hasTag(model, "text-generation-inference");
}

function isTransformersModel(model: ModelData): boolean {
  return model.library_name === "transformers" || hasTag(model, "transformers");
}

function isTextGenerationModel(model: ModelData): boolean {
  const task = pipelineTag(model);
  return task === "text-generation" || task === "image-text-to-text";
}

function isDiffusersTextToImage(model: ModelData): boolean {
  return (model.library_name === "diffusers" || hasTag(model, "diffusers")) && pipelineTag(model) === "text-to-image";
}

/**
 * `org/model:Q4_K_M` when a file is chosen and its name carries a quant label; otherwise
 * `org/model:{{QUANT_TAG}}`, the placeholder the page fills with the quant a person picks (as the
 * counterpart does; `fillGGUFPlaceholders` fills it).
 */
function repoWithQuant(model: ModelData, filepath?: string): string {
  const id = modelId(model);
  const quant = filepath !== undefined ? parseGGUFQuantLabel(filepath) : undefined;
  return `${id}:${quant ?? QUANT_TAG_PLACEHOLDER}`;
}

/** The request body of an OpenAI-compatible chat or completion call, as a multi-line shell word. */
function openAiRequest(model: ModelData, servedModel: string | undefined): { route: string; body: Code } {
  const chat = isConversational(model);
  const request: Record<string, unknown> = {};
  if (servedModel !== undefined) {
    request.model = servedModel;
  }
  if (chat) {
    request.messages = chatMessages(model, "What is the capital of France?");
  } else {
    request.prompt = "Once upon a time,";
  }
  request.max_tokens = CHAT_MAX_TOKENS;
  request.temperature = 0.5;
  // The JSON text is quoted as one shell word; its line breaks stay inside the quotes for readability.
  const body = trusted(shellSingleQuoted(JSON.stringify(request, null, 2), { keepNewlines: true }));
  return { route: chat ? "/v1/chat/completions" : "/v1/completions", body };
}

function curlCall(url: string, body: Code): string {
  return sh`
    curl -X POST ${url} \\
      -H "Content-Type: application/json" \\
      --data ${body}`.text;
}

const llamaCppServer = (model: ModelData, filepath?: string, binary = trusted("llama-server")): string[] => {
  const { route, body } = openAiRequest(model, undefined);
  return [
    sh`
      # Start a local OpenAI-compatible server (with a web UI at http://localhost:8080)
      ${binary} -hf ${repoWithQuant(model, filepath)}`.text,
    `# Then, from another terminal:\n${curlCall(`http://localhost:8080${route}`, body)}`,
  ];
};

const llamaCppSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => [
  { title: "Install from brew", setup: "brew install llama.cpp", content: llamaCppServer(model, filepath) },
  {
    title: "Install from WinGet (Windows)",
    setup: "winget install llama.cpp",
    content: llamaCppServer(model, filepath),
  },
  {
    title: "Use pre-built binary",
    setup: "# Download a pre-built binary from:\n# https://github.com/ggml-org/llama.cpp/releases",
    content: llamaCppServer(model, filepath),
  },
  {
    title: "Build from source code",
    // llama.cpp dropped libcurl in January 2026 (b7736): -hf downloads use OpenSSL, and LLAMA_CURL is deprecated.
    setup: [
      "git clone https://github.com/ggml-org/llama.cpp.git",
      "cd llama.cpp",
      "cmake -B build  # -hf downloads need OpenSSL (libssl-dev)",
      "cmake --build build -j --target llama-server",
    ].join("\n"),
    content: llamaCppServer(model, filepath, trusted("./build/bin/llama-server")),
  },
];

/** `hf:org/model/file.gguf` for a chosen file without a quant label, `hf:org/model:QUANT` otherwise. */
function nodeLlamaCppUri(model: ModelData, filepath?: string): string {
  const id = modelId(model);
  return filepath !== undefined && parseGGUFQuantLabel(filepath) === undefined
    ? `hf:${id}/${filepath}`
    : `hf:${repoWithQuant(model, filepath)}`;
}

const vllmSnippets = (model: ModelData): LocalAppSnippet[] => {
  const id = modelId(model);
  const { route, body } = openAiRequest(model, id);
  const call = `# Call the server:\n${curlCall(`http://localhost:8000${route}`, body)}`;
  return [
    {
      title: "Install from pip",
      setup: "pip install vllm",
      content: [
        sh`
        # Start an OpenAI-compatible server
        vllm serve ${id}`.text,
        call,
      ],
    },
    {
      title: "Use Docker images",
      setup: sh`
        # Start an OpenAI-compatible server in the background
        docker run --runtime nvidia --gpus all \\
          --name my_vllm_container \\
          -v ~/.cache/huggingface:/root/.cache/huggingface \\
          --env "HUGGING_FACE_HUB_TOKEN=$HF_TOKEN" \\
          -p 8000:8000 \\
          --ipc=host \\
          -d vllm/vllm-openai:latest \\
          --model ${id}`.text,
      content: call,
    },
  ];
};

const tgiSnippets = (model: ModelData): LocalAppSnippet[] => {
  const { route, body } = openAiRequest(model, "tgi");
  return [
    {
      title: "Use Docker images",
      setup: sh`
        # Start a Text Generation Inference server in the background
        docker run --gpus all --shm-size 1g -p 8080:80 \\
          -v ~/.cache/huggingface:/data \\
          --env "HF_TOKEN=$HF_TOKEN" \\
          -d ghcr.io/huggingface/text-generation-inference:latest \\
          --model-id ${modelId(model)}`.text,
      content: `# Call the server (OpenAI-compatible API):\n${curlCall(`http://localhost:8080${route}`, body)}`,
    },
  ];
};

const localAiSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => {
  const uri = `huggingface://${modelId(model)}/${filepath ?? GGUF_FILE_PLACEHOLDER}`;
  return [
    {
      title: "Install from binary",
      setup: "curl https://localai.io/install.sh | sh",
      content: sh`local-ai run ${uri}`.text,
    },
    {
      title: "Use Docker images",
      content: sh`
        # With a CPU; see https://localai.io/basics/container/ for GPU images
        docker run -ti -p 8080:8080 --name localai localai/localai:latest-cpu ${uri}`.text,
    },
  ];
};

function deeplink(url: string): URL {
  return new URL(url);
}

/**
 * The local apps, keyed by id, in the hub's order: terminal snippets (llama.cpp, vLLM, TGI, ...) and
 * deep links that open desktop apps on the model. Chat examples ask for `max_tokens` 512.
 */
export const LOCAL_APPS = {
  "llama.cpp": {
    prettyLabel: "llama.cpp",
    docsUrl: "https://github.com/ggerganov/llama.cpp",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppGgufModel,
    snippet: llamaCppSnippets,
  },
  "node-llama-cpp": {
    prettyLabel: "node-llama-cpp",
    docsUrl: "https://node-llama-cpp.withcat.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppGgufModel,
    snippet: (model: ModelData, filepath?: string): LocalAppSnippet[] => [
      {
        title: "Chat with the model",
        content: sh`npx -y node-llama-cpp chat ${nodeLlamaCppUri(model, filepath)}`.text,
      },
      {
        title: "Estimate the model compatibility with your hardware",
        content: sh`npx -y node-llama-cpp inspect estimate ${nodeLlamaCppUri(model, filepath)}`.text,
      },
    ],
  },
  vllm: {
    prettyLabel: "vLLM",
    docsUrl: "https://docs.vllm.ai",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => isTransformersModel(model) && isTextGenerationModel(model),
    snippet: vllmSnippets,
  },
  tgi: {
    prettyLabel: "TGI",
    docsUrl: "https://huggingface.co/docs/text-generation-inference/",
    mainTask: "text-generation",
    displayOnModelPage: isTgiModel,
    snippet: tgiSnippets,
  },
  lmstudio: {
    prettyLabel: "LM Studio",
    docsUrl: "https://lmstudio.ai",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => isLlamaCppGgufModel(model) || hasTag(model, "mlx"),
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
    displayOnModelPage: isLlamaCppGgufModel,
    snippet: localAiSnippets,
  },
  jan: {
    prettyLabel: "Jan",
    docsUrl: "https://jan.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppGgufModel,
    deeplink: (model: ModelData) => deeplink(`jan://models/huggingface/${percentEncodePath(modelId(model))}`),
  },
  backyard: {
    prettyLabel: "Backyard AI",
    docsUrl: "https://backyard.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppGgufModel,
    deeplink: (model: ModelData) => deeplink(`https://backyard.ai/hf/model/${percentEncodePath(modelId(model))}`),
  },
  sanctum: {
    prettyLabel: "Sanctum",
    docsUrl: "https://sanctum.ai",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppGgufModel,
    deeplink: (model: ModelData) => deeplink(`sanctum://open_from_hf?model=${percentEncodePath(modelId(model))}`),
  },
  jellybox: {
    prettyLabel: "Jellybox",
    docsUrl: "https://jellybox.com",
    mainTask: "text-generation",
    displayOnModelPage: (model: ModelData) => isLlamaCppGgufModel(model) || isDiffusersTextToImage(model),
    deeplink: (model: ModelData) =>
      deeplink(
        isLlamaCppGgufModel(model)
          ? `jellybox://llm/models/huggingface/LLM/${percentEncodePath(modelId(model))}`
          : `jellybox://image/models/huggingface/Image/${percentEncodePath(modelId(model))}`,
      ),
  },
  msty: {
    prettyLabel: "Msty",
    docsUrl: "https://msty.app",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppGgufModel,
    deeplink: (model: ModelData) => deeplink(`msty://models/search/hf/${percentEncodePath(modelId(model))}`),
  },
  recursechat: {
    prettyLabel: "RecurseChat",
    docsUrl: "https://recurse.chat",
    mainTask: "text-generation",
    macOSOnly: true,
    displayOnModelPage: isLlamaCppGgufModel,
    deeplink: (model: ModelData) =>
      deeplink(`recursechat://new-hf-gguf-model?hf-model-id=${percentEncodePath(modelId(model))}`),
  },
  drawthings: {
    prettyLabel: "Draw Things",
    docsUrl: "https://drawthings.ai",
    mainTask: "text-to-image",
    macOSOnly: true,
    displayOnModelPage: isDiffusersTextToImage,
    deeplink: (model: ModelData) =>
      deeplink(
        `https://drawthings.ai/import/diffusers/pipeline.from_pretrained?repo_id=${percentEncodePath(modelId(model))}`,
      ),
  },
  diffusionbee: {
    prettyLabel: "DiffusionBee",
    docsUrl: "https://diffusionbee.com",
    mainTask: "text-to-image",
    macOSOnly: true,
    displayOnModelPage: isDiffusersTextToImage,
    deeplink: (model: ModelData) =>
      deeplink(`https://diffusionbee.com/huggingface_import?model_id=${percentEncodePath(modelId(model))}`),
  },
  joyfusion: {
    prettyLabel: "JoyFusion",
    docsUrl: "https://joyfusion.app",
    mainTask: "text-to-image",
    macOSOnly: true,
    // JoyFusion runs Core ML conversions of text-to-image models.
    displayOnModelPage: (model: ModelData) => hasTag(model, "coreml") && pipelineTag(model) === "text-to-image",
    deeplink: (model: ModelData) =>
      deeplink(`https://joyfusion.app/import_from_hf?repo_id=${percentEncodePath(modelId(model))}`),
  },
  invoke: {
    prettyLabel: "Invoke",
    docsUrl: "https://github.com/invoke-ai/InvokeAI",
    mainTask: "text-to-image",
    displayOnModelPage: isDiffusersTextToImage,
    deeplink: (model: ModelData) =>
      deeplink(`https://models.invoke.ai/huggingface/${percentEncodePath(modelId(model))}`),
  },
  ollama: {
    prettyLabel: "Ollama",
    docsUrl: "https://ollama.com",
    mainTask: "text-generation",
    displayOnModelPage: isLlamaCppGgufModel,
    snippet: (model: ModelData, filepath?: string): string =>
      sh`ollama run ${`hf.co/${repoWithQuant(model, filepath)}`}`.text,
  },
} satisfies Record<string, LocalApp>;

export type LocalAppKey = keyof typeof LOCAL_APPS;
