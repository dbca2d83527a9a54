/**
 * Apps that fetch and run a model with one command: node-llama-cpp, Ollama, LocalAI, Docker Model Runner and
 * Lemonade. Those that select a GGUF file by its quantization label say so for a file without one (gguf-choice.ts).
 */
import { GGUF_FILE_PLACEHOLDER } from "../gguf-placeholders.js";
import type { ModelData } from "../model-data.js";
import { sh } from "../model-libraries-snippets/code.js";
import { modelId } from "../model-libraries-snippets/model-fields.js";
import { hasGguf, hasRyzenAi } from "./formats.js";
import { ggufChoice, noLabelNote, repoWithTag } from "./gguf-choice.js";
import type { LocalAppSnippet } from "./types.js";

/** node-llama-cpp's model URI: `hf:org/model/file.gguf` for a file without a label, `hf:org/model:QUANT` otherwise. */
function nodeLlamaCppUri(model: ModelData, filepath?: string): string {
  const choice = ggufChoice(filepath);
  return choice.kind === "unlabelled" ? `hf:${modelId(model)}/${choice.path}` : `hf:${repoWithTag(model, choice)}`;
}

export const nodeLlamaCppSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => [
  { title: "Chat with the model", content: sh`npx -y node-llama-cpp chat ${nodeLlamaCppUri(model, filepath)}`.text },
  {
    title: "Estimate the model compatibility with your hardware",
    content: sh`npx -y node-llama-cpp inspect estimate ${nodeLlamaCppUri(model, filepath)}`.text,
  },
];

export const ollamaSnippet = (model: ModelData, filepath?: string): string => {
  const choice = ggufChoice(filepath);
  return choice.kind === "unlabelled"
    ? noLabelNote("Ollama")
    : sh`ollama run ${`hf.co/${repoWithTag(model, choice)}`}`.text;
};

export const localAiSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => {
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

/** Docker Model Runner pulls `hf.co/org/model`, with the quant as its tag for GGUF repositories. */
export const dockerModelRunnerSnippet = (model: ModelData, filepath?: string): string => {
  if (!hasGguf(model)) {
    return sh`docker model run ${`hf.co/${modelId(model)}`}`.text;
  }
  const choice = ggufChoice(filepath);
  return choice.kind === "unlabelled"
    ? noLabelNote("Docker Model Runner")
    : sh`docker model run ${`hf.co/${repoWithTag(model, choice)}`}`.text;
};

/**
 * Lemonade pulls `org/model:QUANT` (GGUF) or `org/model` (Ryzen AI builds) and registers it under a name of its own,
 * which `lemonade list` shows and `lemonade run` takes.
 */
export const lemonadeSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => {
  const choice = ggufChoice(filepath);
  if (!hasRyzenAi(model) && choice.kind === "unlabelled") {
    return [{ title: "Pull the model", content: noLabelNote("Lemonade") }];
  }
  const checkpoint = hasRyzenAi(model) || choice.kind === "unlabelled" ? modelId(model) : repoWithTag(model, choice);
  return [
    {
      title: "Pull the model",
      setup: "# Install Lemonade from https://lemonade-server.ai",
      content: sh`lemonade pull ${checkpoint}`.text,
    },
    {
      title: "Run and chat with the model",
      content: "# Find the name Lemonade registered the model under, then run it:\nlemonade list\nlemonade run NAME",
    },
  ];
};
