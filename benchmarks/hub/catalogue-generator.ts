import type { CatalogueModel, ProviderMapping } from "../../apps/hub/shared/hub-types.js";

/**
 * A synthetic catalogue of `count` model records in the hub's shape, the same for the same seed: ids from a few
 * hundred owners, a task and library drawn from weighted lists, licenses and languages as tags, counts with a long
 * tail (as on the hub: few models hold most downloads), dates over three years, a live provider on about one in
 * twelve. For the list's benchmark and its tests at a size the sample catalogue cannot reach.
 */
export function generateCatalogue(count: number, seed = 1): CatalogueModel[] {
  let state = seed >>> 0 || 1;
  const random = (): number => {
    // xorshift32: fast, seedable, good enough to spread records over the facets.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error("generateCatalogue: picked from an empty list");
    return item;
  };
  const tasks = [
    "text-generation",
    "text-classification",
    "image-classification",
    "automatic-speech-recognition",
    "text-to-image",
    "feature-extraction",
    "token-classification",
    "translation",
    "summarization",
    "fill-mask",
    "object-detection",
    "image-text-to-text",
    "text-to-speech",
    "sentence-similarity",
  ] as const;
  const libraries = [
    "transformers",
    "diffusers",
    "sentence-transformers",
    "gguf",
    "mlx",
    "timm",
    "peft",
    "onnx",
  ] as const;
  const licenses = ["apache-2.0", "mit", "cc-by-4.0", "llama3.1", "gemma", "other", "openrail"] as const;
  const languages = ["en", "fr", "de", "zh", "es", "ja", "ar", "hi"] as const;
  const providers = ["hf-inference", "together", "fal-ai", "replicate", "novita", "nebius"] as const;
  const words = [
    "tiny",
    "base",
    "large",
    "instruct",
    "chat",
    "vision",
    "coder",
    "mini",
    "pro",
    "v2",
    "distill",
    "gguf",
  ];
  const start = Date.parse("2023-09-01T00:00:00.000Z");
  const span = Date.parse("2026-09-01T00:00:00.000Z") - start;
  const models: CatalogueModel[] = [];
  for (let i = 0; i < count; i++) {
    const task = pick(tasks);
    const library = pick(libraries);
    const tags: string[] = [library, task, `license:${pick(licenses)}`];
    const languageCount = Math.floor(random() * 3);
    for (let l = 0; l < languageCount; l++) {
      const language = pick(languages);
      if (!tags.includes(language)) tags.push(language);
    }
    const mapping: ProviderMapping = {};
    if (random() < 0.08) {
      const provider = pick(providers);
      mapping[provider] = { status: random() < 0.9 ? "live" : "staging", providerId: `m-${i}`, task };
    }
    const popularity = Math.floor(10 ** (random() * 7));
    models.push({
      id: `owner-${Math.floor(random() * 400)}/${pick(words)}-${pick(words)}-${i.toString(36)}`,
      inference: "",
      pipeline_tag: task,
      library_name: library,
      tags,
      downloads: popularity,
      likes: Math.floor(popularity / (50 + random() * 500)),
      trendingScore: Math.floor(random() * 200),
      lastModified: new Date(start + Math.floor(random() * span)).toISOString(),
      inferenceProviderMapping: mapping,
    });
  }
  return models;
}
