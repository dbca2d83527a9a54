/**
 * Apps that start an OpenAI-compatible server on the user's machine: llama.cpp, vLLM, SGLang, TGI and MLX LM. Each
 * returns its ways to install and start, then a call to the server. Commands follow each project's current
 * documentation (packages/tasks/README.md, local apps, names the pages and the day they were read).
 */
import type { ModelData } from "../model-data.js";
import { sh, trusted, type Code } from "../model-libraries-snippets/code.js";
import { isConversational, modelId } from "../model-libraries-snippets/model-fields.js";
import type { LocalAppSnippet } from "./types.js";
import { ggufChoice, repoWithTag } from "./gguf-choice.js";
import { callServer } from "./openai-call.js";

/**
 * llama.cpp's model arguments: `-hf org/model:QUANT` selects a file by its label; a file without one is named with
 * `--hf-file` (llama.cpp: "if specified, it will override the quant in --hf-repo").
 */
export function llamaCppModelArgs(model: ModelData, filepath?: string): Code {
  const choice = ggufChoice(filepath);
  return choice.kind === "unlabelled"
    ? sh`-hf ${repoWithTag(model, choice)} --hf-file ${choice.path}`
    : sh`-hf ${repoWithTag(model, choice)}`;
}

/** `llama-server` with the model, on its default port 8080 (a web UI there too). */
export function llamaServerCommand(model: ModelData, filepath?: string, binary = trusted("llama-server")): string {
  return sh`
    # Start a local OpenAI-compatible server (with a web UI at http://localhost:8080)
    ${binary} ${llamaCppModelArgs(model, filepath)}`.text;
}

const llamaCppRun = (model: ModelData, filepath: string | undefined, binary?: Code): string[] => [
  llamaServerCommand(model, filepath, binary),
  callServer("Then, from another terminal:", 8080, model, undefined),
];

export const llamaCppSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => [
  {
    title: "Install with the official script (macOS, Linux)",
    setup: "curl -LsSf https://llama.app/install.sh | sh",
    content: llamaCppRun(model, filepath),
  },
  { title: "Install from brew", setup: "brew install llama.cpp", content: llamaCppRun(model, filepath) },
  { title: "Install from WinGet (Windows)", setup: "winget install llama.cpp", content: llamaCppRun(model, filepath) },
  {
    title: "Use pre-built binary",
    setup: "# Download a pre-built binary from:\n# https://github.com/ggml-org/llama.cpp/releases",
    content: llamaCppRun(model, filepath),
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
    content: llamaCppRun(model, filepath, trusted("./build/bin/llama-server")),
  },
];

export const vllmSnippets = (model: ModelData): LocalAppSnippet[] => {
  const id = modelId(model);
  const call = callServer("Call the server:", 8000, model, id);
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

export const sglangSnippets = (model: ModelData): LocalAppSnippet[] => {
  const id = modelId(model);
  const call = callServer("Then, from another terminal:", 30000, model, id);
  return [
    {
      title: "Install from pip",
      setup: "pip install sglang",
      content: [
        sh`
        # Start an OpenAI-compatible server on port 30000
        python3 -m sglang.launch_server --model-path ${id} --host 127.0.0.1 --port 30000`.text,
        call,
      ],
    },
    {
      title: "Use Docker images",
      setup: sh`
        # Start an OpenAI-compatible server in the background
        docker run --gpus all --shm-size 32g -p 30000:30000 \\
          -v ~/.cache/huggingface:/root/.cache/huggingface \\
          --env "HF_TOKEN=$HF_TOKEN" \\
          --ipc=host \\
          -d lmsysorg/sglang:latest \\
          python3 -m sglang.launch_server --model-path ${id} --host 0.0.0.0 --port 30000`.text,
      content: callServer("Call the server:", 30000, model, id),
    },
  ];
};

export const tgiSnippets = (model: ModelData): LocalAppSnippet[] => [
  {
    title: "Use Docker images",
    setup: sh`
      # Start a Text Generation Inference server in the background
      docker run --gpus all --shm-size 1g -p 8080:80 \\
        -v ~/.cache/huggingface:/data \\
        --env "HF_TOKEN=$HF_TOKEN" \\
        -d ghcr.io/huggingface/text-generation-inference:latest \\
        --model-id ${modelId(model)}`.text,
    content: callServer("Call the server (OpenAI-compatible API):", 8080, model, "tgi"),
  },
];

/** `mlx_lm.server` on its default port, 8080 (mlx-lm's server.py). */
export function mlxServerCommand(model: ModelData): string {
  return sh`
    # Start a local OpenAI-compatible server on port 8080
    mlx_lm.server --model ${modelId(model)}`.text;
}

export const mlxLmSnippets = (model: ModelData): LocalAppSnippet[] => {
  const id = modelId(model);
  const chat = isConversational(model);
  return [
    {
      title: chat ? "Chat in the terminal" : "Generate text",
      setup: "pip install mlx-lm",
      content: chat
        ? sh`mlx_lm.chat --model ${id}`.text
        : sh`mlx_lm.generate --model ${id} --prompt ${"Once upon a time,"}`.text,
    },
    {
      title: "Run an OpenAI-compatible server",
      setup: "pip install mlx-lm",
      content: [mlxServerCommand(model), callServer("Then, from another terminal:", 8080, model, id)],
    },
  ];
};
