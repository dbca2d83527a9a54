/**
 * Local coding agents (Pi, Hermes Agent, OpenClaw) pointed at a model the user serves on their own machine: first
 * the server (llama.cpp for GGUF, MLX LM for MLX weights, both on port 8080), then the agent's configuration, then
 * the agent. The model's name goes into commands only as a quoted shell word.
 */
import type { ModelData } from "../model-data.js";
import { sh, trusted } from "../model-libraries-snippets/code.js";
import { modelId } from "../model-libraries-snippets/model-fields.js";
import { shellSingleQuoted } from "../snippets/quote.js";
import { hasMlx } from "./formats.js";
import { llamaServerCommand, mlxServerCommand } from "./servers.js";
import type { LocalAppSnippet } from "./types.js";

const BASE_URL = "http://localhost:8080/v1";

/** The server the agent talks to, and the provider name the agent's configuration gives it. */
function serverStep(model: ModelData, filepath?: string): { step: LocalAppSnippet; provider: string } {
  return hasMlx(model)
    ? {
        provider: "mlx-lm",
        step: { title: "Start the MLX LM server", setup: "pip install mlx-lm", content: mlxServerCommand(model) },
      }
    : {
        provider: "llama-cpp",
        step: {
          title: "Start the llama.cpp server",
          setup: "curl -LsSf https://llama.app/install.sh | sh",
          content: llamaServerCommand(model, filepath),
        },
      };
}

export const piSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => {
  const { step, provider } = serverStep(model, filepath);
  const models = {
    providers: {
      [provider]: { baseUrl: BASE_URL, api: "openai-completions", apiKey: "none", models: [{ id: modelId(model) }] },
    },
  };
  const file = trusted(shellSingleQuoted(JSON.stringify(models, null, 2), { keepNewlines: true }));
  return [
    step,
    {
      title: "Configure the model in Pi",
      setup: "npm install -g @earendil-works/pi-coding-agent",
      content: sh`
        # Write ~/.pi/agent/models.json (if you have one already, add this provider to it instead)
        mkdir -p ~/.pi/agent
        test -e ~/.pi/agent/models.json || printf '%s\\n' ${file} > ~/.pi/agent/models.json`.text,
    },
    { title: "Run Pi", content: "# In your project's folder:\npi" },
  ];
};

export const hermesAgentSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => {
  const { step } = serverStep(model, filepath);
  return [
    step,
    {
      title: "Configure Hermes Agent",
      setup: "curl -fsSL https://hermes-agent.nousresearch.com/install.sh | bash",
      content: sh`
        # Point Hermes at the local server
        hermes config set model.provider custom
        hermes config set model.base_url ${BASE_URL}
        hermes config set model.api_key none
        hermes config set model.default ${modelId(model)}`.text,
    },
    { title: "Run Hermes Agent", content: "hermes" },
  ];
};

export const openClawSnippets = (model: ModelData, filepath?: string): LocalAppSnippet[] => {
  const { step, provider } = serverStep(model, filepath);
  return [
    step,
    {
      title: "Configure OpenClaw",
      setup: "npm install -g openclaw@latest",
      content: sh`
        # Register the local server as OpenClaw's model
        openclaw onboard --non-interactive --mode local \\
          --auth-choice custom-api-key \\
          --custom-base-url ${BASE_URL} \\
          --custom-api-key none \\
          --custom-model-id ${modelId(model)} \\
          --custom-provider-id ${provider} \\
          --custom-compatibility openai \\
          --accept-risk`.text,
    },
    {
      title: "Run OpenClaw",
      content: sh`openclaw agent --local --agent main --message ${"Hello from my own machine"}`.text,
    },
  ];
};
