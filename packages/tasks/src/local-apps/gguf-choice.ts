/**
 * How a command names the GGUF file a person picks. Apps that select a file by its quantization label
 * (`org/model:Q4_K_M`: llama.cpp's `-hf`, Ollama, Docker Model Runner, Lemonade) get the label; without a chosen
 * file they get the `{{QUANT_TAG}}` placeholder the page fills. A file whose name carries no label the hub knows
 * (Qwen's `...-fp16-00001-of-00004.gguf`) cannot be selected that way: llama.cpp names it with `--hf-file`, and the
 * apps that select by label only say so instead of running a command that fetches another file.
 */
import { parseGGUFQuantLabel } from "../gguf.js";
import { QUANT_TAG_PLACEHOLDER } from "../gguf-placeholders.js";
import type { ModelData } from "../model-data.js";
import { modelId } from "../model-libraries-snippets/model-fields.js";

/** What a command can say about the chosen file. */
export type GgufChoice =
  /** No file chosen: the placeholder, for the page to fill. */
  | { kind: "placeholder"; tag: string }
  /** A file whose name carries a quantization label. */
  | { kind: "labelled"; tag: string }
  /** A file without a label: only its path can name it. */
  | { kind: "unlabelled"; path: string };

export function ggufChoice(filepath: string | undefined): GgufChoice {
  if (filepath === undefined) {
    return { kind: "placeholder", tag: QUANT_TAG_PLACEHOLDER };
  }
  const label = parseGGUFQuantLabel(filepath);
  return label === undefined ? { kind: "unlabelled", path: filepath } : { kind: "labelled", tag: label };
}

/** `org/model:TAG` for a label or placeholder, `org/model` for an unlabelled file (named elsewhere). */
export function repoWithTag(model: ModelData, choice: GgufChoice): string {
  const id = modelId(model);
  return choice.kind === "unlabelled" ? id : `${id}:${choice.tag}`;
}

/**
 * What an app that selects files by label says for a file without one: a shell comment, so the snippet still
 * reads as shell and runs nothing.
 */
export function noLabelNote(app: string): string {
  return [
    `# ${app} selects a GGUF file by the quantization label in its name (Q4_K_M, F16, ...),`,
    "# and the chosen file's name has none: pick a file with a label, or run this one with llama.cpp.",
  ].join("\n");
}
