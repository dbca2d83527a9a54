import type { ModelData } from "../model-data.js";
import { py, sh, snippetTexts, trusted, type Code } from "./code.js";
import { SAMPLE_MEDIA } from "./media.js";
import { hasTag, modelId, pipelineTag } from "./model-fields.js";
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

/** The tasks mblt-model-zoo runs through transformers (its hf_transformers proxies), with what each snippet calls. */
const MOBILINT_TRANSFORMERS_TASKS = new Set(["text-generation", "image-text-to-text", "automatic-speech-recognition"]);

/**
 * Mobilint: models compiled for Mobilint's NPUs (ARIES). Two kinds of repository: language, vision-language and
 * speech models whose repository code loads the compiled `.mxq` through mblt-model-zoo when transformers loads them
 * with `trust_remote_code=True`; and vision models, which `MBLT_Engine` runs. The engine takes the zoo's model name
 * and a variant key of the package's YAML (`resnet50`, `IMAGENET1K_V1`), not the repository id
 * (`mobilint/ResNet50.tv1_in1k`), so the snippet finds the variant whose `file_cfg.repo_id` is this repository in the
 * YAML files the installed package ships and passes that resolved config (the engine takes a dict).
 */
export const mobilint = (model: ModelData): string[] => {
  const id = modelId(model);
  const task = pipelineTag(model);
  if (task !== undefined && MOBILINT_TRANSFORMERS_TASKS.has(task)) {
    return snippetTexts(py`
      # pip install "mblt-model-zoo[transformers]"  (runs on a Mobilint ARIES NPU)
      from transformers import pipeline

      # The repository's code loads the compiled .mxq through mblt-model-zoo. Its quantizations are branches:
      # add revision="W8" (INT8 weights) or revision="W4V8"; the main branch holds the model's default.
      pipe = pipeline(${task}, model=${id}, trust_remote_code=True, device="cpu")
      ${mobilintTransformersCall(model, task)}`);
  }
  return snippetTexts(py`
    # pip install mblt-model-zoo  (runs on a Mobilint NPU; framework="onnx" runs the repository's ONNX export, if it has one, on the CPU)
    import yaml
    from mblt_model_zoo.vision import MBLT_Engine
    from mblt_model_zoo.vision.wrapper import MODEL_CONFIG_DIR, resolve_model_config


    def zoo_config(repo_id):
        """The zoo's model config whose compiled file is stored in repo_id."""
        for path in sorted(MODEL_CONFIG_DIR.glob("*.yaml")):
            for variant in yaml.safe_load(path.read_text(encoding="utf-8")):
                config = resolve_model_config(str(path), variant)
                if config.get("file_cfg", {}).get("repo_id") == repo_id:
                    return config
        raise ValueError(f"{repo_id} is not a model of this mblt-model-zoo version")


    model = MBLT_Engine(zoo_config(${id}), core_mode="global8")
    try:
        image = model.preprocess("image.jpg")  # a path, PIL image, numpy array or tensor
        result = model.postprocess(model(image))
        result.plot(source_path="image.jpg", save_path="result.jpg")
    finally:
        model.dispose()`);
};

function mobilintTransformersCall(model: ModelData, task: string): Code {
  if (task === "automatic-speech-recognition") {
    return py`print(pipe(${SAMPLE_MEDIA.speech})["text"])`;
  }
  if (task === "image-text-to-text") {
    return py`
      messages = [
          {
              "role": "user",
              "content": [
                  {"type": "image", "image": ${SAMPLE_MEDIA.imageParrots}},
                  {"type": "text", "text": "Describe this image."},
              ],
          }
      ]
      print(pipe(text=messages, max_new_tokens=256)[0]["generated_text"])`;
  }
  return py`
    messages = [{"role": "user", "content": ${generationPrompt(model, "Who are you?")}}]
    print(pipe(messages, max_new_tokens=256)[0]["generated_text"])`;
}
