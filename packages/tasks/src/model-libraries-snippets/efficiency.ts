import type { ModelData } from "../model-data.js";
import { py, sh, snippetTexts, trusted } from "./code.js";
import { hasTag, modelId } from "./model-fields.js";
import { generationPrompt } from "./prompts.js";

/**
 * Kernels: compute kernels loaded from the hub as a Python module. Since kernels 0.16 `get_kernel` needs a
 * `version` (the repository's `v1`, `v2`, ... branches) or a `revision`; without either it raises.
 */
export const kernels = (model: ModelData): string[] =>
  snippetTexts(py`
    # pip install kernels  (needs PyTorch built for the kernel's backend, e.g. CUDA)
    from kernels import get_kernel

    # version: the kernel's major API version (the repository's v1, v2, ... branches; an error lists them).
    # Kernels of publishers the hub does not mark as trusted also need trust_remote_code=True.
    kernel = get_kernel(${modelId(model)}, version=1)
    print([name for name in dir(kernel) if not name.startswith("_")])  # the functions and layers it exports`);

/**
 * Pruna: a model saved by pruna after compression ("smashing"), loaded with `PrunaModel.from_pretrained`;
 * the wrapper calls through to the model it holds (a diffusers pipeline or a transformers model).
 */
export const pruna = (model: ModelData): string[] => {
  const id = modelId(model);
  if (hasTag(model, "diffusers")) {
    return snippetTexts(py`
      # pip install pruna
      from pruna import PrunaModel

      pipe = PrunaModel.from_pretrained(${id})
      image = pipe(${generationPrompt(model, "Astronaut in a jungle, cold color palette, muted colors, detailed, 8k")}).images[0]
      image.save("image.png")`);
  }
  if (hasTag(model, "transformers")) {
    return snippetTexts(py`
      # pip install pruna
      from pruna import PrunaModel
      from transformers import AutoTokenizer

      model = PrunaModel.from_pretrained(${id})
      tokenizer = AutoTokenizer.from_pretrained(${id}, subfolder="tokenizer")  # pruna saves it there

      inputs = tokenizer(${generationPrompt(model, "The best way to learn a language is")}, return_tensors="pt").to(model.device)
      outputs = model.generate(**inputs, max_new_tokens=64)
      print(tokenizer.decode(outputs[0], skip_special_tokens=True))`);
  }
  return snippetTexts(py`
    # pip install pruna
    from pruna import PrunaModel

    model = PrunaModel.from_pretrained(${id})  # call it as the model it wraps`);
};

/**
 * LiteRT-LM: the CLI downloads a `.litertlm` file of a repository and runs it (`run --from-huggingface-repo
 * <repo> <file>`); the file is required, so the snippet lists the repository's files first.
 */
export const litert_lm = (model: ModelData): string[] => {
  const id = modelId(model);
  return snippetTexts(sh`
    # Runs on Linux, macOS, Windows and Raspberry Pi; the libraries for Android, iOS, the web and C++ are at
    # https://ai.google.dev/edge/litert-lm
    pip install -U litert-lm huggingface_hub

    # the first .litertlm file of the repository (choose another if it has several)
    MODEL_FILE=$(python3 -c 'import sys; from huggingface_hub import list_repo_files; print(next(f for f in list_repo_files(sys.argv[1]) if f.endswith(".litertlm")))' ${id})
    litert-lm run --from-huggingface-repo=${id} "$MODEL_FILE" --prompt="Write me a poem about the sea."`);
};

/**
 * memra: an LLM engine for NVIDIA RTX 50-series cards (prebuilt binaries for Linux x86_64). Its programs take
 * `hf:owner/repo[:file-substring]` and download the GGUF file themselves.
 */
export const memra = (model: ModelData): string[] => {
  const ref = `hf:${modelId(model)}`;
  return snippetTexts(
    sh`
      # Linux x86_64, NVIDIA driver 580+; installs memra-server, run-gen, run-spec and kernel-check to ~/.local/bin
      curl -fsSL https://raw.githubusercontent.com/avifenesh/memra/main/tools/install.sh | sh`,
    sh`
      # One chat answer (in a repository of several GGUF files, add :Q4_K_M or another part of a file name)
      MEMRA_CHAT=1 run-gen ${ref} --prompt "Explain KV caches in one sentence."`,
    sh`
      # An OpenAI-compatible server on port 8080
      MEMRA_MODELS=${`chat=${ref}`} memra-server`,
  );
};

/** The cortiq command that runs a model of each generating task (the CLI's subcommands). */
const CORTIQ_COMMANDS: Readonly<Record<string, string>> = {
  "text-to-image": 'imagine "$MODEL" --prompt "a red fox in a snowy forest" --out fox.ppm',
  "text-to-video": 'animate "$MODEL" --prompt "a corgi in a chef hat flipping a pancake" --out clip.avi',
  "text-to-audio": 'music "$MODEL" --prompt "dream pop, warm synths, brushed drums" --seconds 20 --out song.wav',
};

/**
 * cortiq: one Rust binary that runs `.cmf` files (language models, and image, video and music models through
 * their own subcommands). The server has no authentication, so it is bound to the loopback interface (it binds
 * 0.0.0.0 by default).
 */
export const cortiq = (model: ModelData): string[] => {
  const setup = sh`
    cargo install cortiq-cli  # or a prebuilt binary from https://github.com/infosave2007/cmf/releases
    hf download ${modelId(model)} --include "*.cmf" --local-dir cortiq-model
    MODEL=$(ls cortiq-model/*.cmf | head -n 1)  # some repositories hold several quantizations`;
  const task = model.pipeline_tag;
  const command = task !== undefined && Object.hasOwn(CORTIQ_COMMANDS, task) ? CORTIQ_COMMANDS[task] : undefined;
  if (command !== undefined) {
    return snippetTexts(setup, sh`cortiq ${trusted(command)}`);
  }
  return snippetTexts(
    setup,
    sh`cortiq run "$MODEL" --prompt "What is the capital of France?"`,
    sh`cortiq serve "$MODEL" --host 127.0.0.1 --port 8080  # OpenAI-compatible API, no authentication`,
  );
};
