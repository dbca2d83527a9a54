import { createHash } from "node:crypto";
import type { CatalogueModel, TreeEntry } from "../../src/hub-types.js";

/**
 * The sample catalogue carries no file lists, so `tree/main` answers from this table: typical top-level files per
 * library, and explicit lists where a page or the client depends on a file (a LoRA repo's `.safetensors`, GGUF
 * quantizations, a skops pickle). Sizes are illustrative; object ids are stable hashes of the path, not git blobs.
 */
type FileRow = readonly [path: string, size: number] | readonly [path: string, size: number, type: "directory"];

const COMMON: readonly FileRow[] = [
  [".gitattributes", 1_519],
  ["README.md", 5_120],
];

const LIBRARY_FILES: Readonly<Record<string, readonly FileRow[]>> = {
  transformers: [
    ["config.json", 689],
    ["generation_config.json", 184],
    ["model.safetensors", 498_818_054],
    ["special_tokens_map.json", 280],
    ["tokenizer.json", 1_355_863],
    ["tokenizer_config.json", 1_216],
  ],
  diffusers: [
    ["model_index.json", 543],
    ["scheduler", 0, "directory"],
    ["text_encoder", 0, "directory"],
    ["tokenizer", 0, "directory"],
    ["unet", 0, "directory"],
    ["vae", 0, "directory"],
  ],
  "sentence-transformers": [
    ["1_Pooling", 0, "directory"],
    ["config.json", 571],
    ["config_sentence_transformers.json", 116],
    ["model.safetensors", 437_967_672],
    ["modules.json", 349],
    ["sentence_bert_config.json", 53],
    ["tokenizer.json", 466_247],
  ],
  timm: [
    ["config.json", 1_024],
    ["model.safetensors", 22_090_456],
  ],
  mlx: [
    ["config.json", 1_102],
    ["model.safetensors", 4_081_894_400],
    ["tokenizer.json", 3_672_138],
  ],
  "transformers.js": [
    ["config.json", 1_948],
    ["onnx", 0, "directory"],
    ["tokenizer.json", 2_480_466],
  ],
  ultralytics: [["yolov5s.pt", 14_808_437]],
  "keras-hub": [
    ["config.json", 782],
    ["metadata.json", 143],
    ["model.weights.h5", 5_228_717_224],
    ["tokenizer.json", 591],
  ],
  speechbrain: [
    ["hyperparams.yaml", 2_085],
    ["embedding_model.ckpt", 16_887_676],
  ],
  espnet: [
    ["exp", 0, "directory"],
    ["meta.yaml", 155],
  ],
  peft: [
    ["adapter_config.json", 443],
    ["adapter_model.safetensors", 6_304_856],
  ],
};

const MODEL_FILES: Readonly<Record<string, readonly FileRow[]>> = {
  "openfree/flux-chatgpt-ghibli-lora": [
    ["flux-chatgpt-ghibli-lora.safetensors", 171_969_408],
    ["images", 0, "directory"],
  ],
  "Qwen/Qwen2.5-0.5B-Instruct-GGUF": [
    ["qwen2.5-0.5b-instruct-fp16.gguf", 1_266_490_272],
    ["qwen2.5-0.5b-instruct-q4_k_m.gguf", 491_400_032],
    ["qwen2.5-0.5b-instruct-q8_0.gguf", 675_710_816],
  ],
  "scikit-learn/iris-knn": [
    ["config.json", 1_041],
    ["model.pkl", 5_831],
  ],
};

function oidOf(modelId: string, path: string): string {
  return createHash("sha1").update(`${modelId}\0${path}`).digest("hex");
}

/** Weights and other binaries: stored with Git LFS on the hub (its default `.gitattributes` patterns). */
const LFS_FILE = /\.(?:safetensors|gguf|bin|pt|pth|ckpt|h5|pkl|onnx|msgpack|npz|model)$/i;
/** Size of a Git LFS pointer file, what git itself stores for such a file. */
const LFS_POINTER_SIZE = 134;

/** The `tree/main` listing of a catalogue model, sorted as the hub sorts it (directories first, then by path). */
export function treeOf(model: CatalogueModel): TreeEntry[] {
  const specific = MODEL_FILES[model.id] ?? LIBRARY_FILES[model.library_name ?? ""] ?? [];
  const rows = [...COMMON, ...specific];
  const entries = rows.map(([path, size, type]): TreeEntry => {
    const entry: TreeEntry = { type: type ?? "file", path, size, oid: oidOf(model.id, path) };
    if (type === undefined && LFS_FILE.test(path)) {
      const sha256 = createHash("sha256").update(`${model.id}\0${path}\0lfs`).digest("hex");
      entry.lfs = { oid: sha256, size, pointerSize: LFS_POINTER_SIZE };
    }
    return entry;
  });
  return entries.sort((a, b) => (a.type === b.type ? a.path.localeCompare(b.path) : a.type === "directory" ? -1 : 1));
}
