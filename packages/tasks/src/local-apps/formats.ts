/**
 * What a repository holds, as the hub's record says: the weights formats and kinds of model the local apps need.
 * An app is offered only where the repository has what it runs (a GGUF file, MLX weights, transformers weights,
 * a Core ML or Ryzen AI build), so a command never points at files that are not there. Records come from outside:
 * a field of the wrong type reads as absent.
 */
import type { ModelData } from "../model-data.js";
import { hasTag, pipelineTag, stringOrUndefined } from "../model-libraries-snippets/model-fields.js";

/** GGUF weights that llama.cpp-based apps can run: the hub read a GGUF header, or tags the repository `gguf`. */
export function hasGguf(model: ModelData): boolean {
  return typeof model.gguf?.context_length === "number" || hasTag(model, "gguf");
}

/** MLX weights (the hub tags them `mlx`). */
export function hasMlx(model: ModelData): boolean {
  return hasTag(model, "mlx");
}

/** transformers weights and config. */
export function hasTransformers(model: ModelData): boolean {
  return model.library_name === "transformers" || hasTag(model, "transformers");
}

/** transformers weights quantized with a method the serving engines load (AWQ, GPTQ, AQLM, Marlin). */
export function hasServableQuantization(model: ModelData): boolean {
  const method = stringOrUndefined(model.config?.quantization_config?.quant_method);
  return method === "awq" || method === "gptq" || method === "aqlm" || method === "marlin";
}

/** A build for AMD Ryzen AI NPUs (the hub tags those `ryzenai-npu` or `ryzenai-hybrid`). */
export function hasRyzenAi(model: ModelData): boolean {
  return hasTag(model, "ryzenai-npu") || hasTag(model, "ryzenai-hybrid");
}

/** A model that writes text: what the chat and serving apps run. */
export function isTextGeneration(model: ModelData): boolean {
  const task = pipelineTag(model);
  return task === "text-generation" || task === "image-text-to-text";
}

export function isDiffusers(model: ModelData): boolean {
  return model.library_name === "diffusers" || hasTag(model, "diffusers");
}

/** A diffusers text-to-image model, or a LoRA for one. */
export function isDiffusersImageModel(model: ModelData): boolean {
  return isDiffusers(model) && (pipelineTag(model) === "text-to-image" || hasTag(model, "lora"));
}

/** A tokenizer config's template: a string, or the first of a list of named templates. */
function templateText(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    return first !== null && typeof first === "object" && "template" in first
      ? stringOrUndefined(first.template)
      : undefined;
  }
  return stringOrUndefined(value);
}

/** The model's chat template, wherever the record carries it: GGUF metadata, chat_template.jinja, tokenizer config. */
function chatTemplate(model: ModelData): string | undefined {
  return (
    stringOrUndefined(model.gguf?.chat_template) ??
    stringOrUndefined(model.config?.chat_template_jinja) ??
    templateText(model.config?.tokenizer_config?.chat_template)
  );
}

/**
 * A chat model that local coding agents can drive: GGUF or MLX weights, tagged conversational, with a chat template
 * that handles tools (the agents call tools on every turn).
 */
export function isLocalToolCallingChatModel(model: ModelData): boolean {
  return (
    (hasGguf(model) || hasMlx(model)) &&
    hasTag(model, "conversational") &&
    (chatTemplate(model)?.includes("tools") ?? false)
  );
}
