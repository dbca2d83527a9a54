/**
 * Bundles a consumer of the package the way an app would (esbuild, resolving the TypeScript sources):
 * the core entry with one provider carries that provider and no other; the main entry carries them all.
 */
import { build } from "esbuild";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ALL_PROVIDERS } from "../src/registry/registry.js";
import type { InferenceProvider } from "../src/types.js";

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The gzipped bytes `import { chatCompletion } from "@hubkit/inference"` may take (see its test below). */
// 10,889 before issue 31; 11,276 with it (measured 2026-11-28): the "auto" chat route (provider-kit/routerChat.ts
// and its branch in lib/request.ts) and 4.x's httpRequest/httpResponse on the HTTP errors (errors.ts; their 4.x
// constructors are in lib/errors4x.ts, bundled only where named). 10,790 after the size pass that followed: "auto"
// handed in by each task (chat leaves the mapping's pick out), LoRA weights looked up by the providers that read
// them, one bounded body reader. The goal (10,240) is not met yet: README, "Sizes".
const CHAT_LIMIT = 10_790;

async function bundle(entry: string, format: "esm" | "cjs" = "esm"): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: PACKAGE_DIR, loader: "ts" },
    bundle: true,
    write: false,
    format,
    platform: "neutral",
    conditions: ["@hubkit/source"],
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/**
 * Text only a provider's module holds: its own base URLs (hf-inference has none, it is the router) and,
 * since the bundles are not minified, the name of its task table.
 */
function markers(provider: InferenceProvider): string[] {
  const module = ALL_PROVIDERS.find((candidate) => candidate.provider === provider)!;
  const urls = Object.values(module.tasks)
    .map((helper) => helper?.baseUrl ?? "")
    .filter((url) => !url.startsWith("https://router.huggingface.co"));
  const table = `${provider.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Tasks`;
  return [...new Set([...urls, table])];
}

const others = (kept: InferenceProvider) =>
  ALL_PROVIDERS.map((module) => module.provider).filter((provider) => provider !== kept);

describe("tree-shaking per provider", () => {
  it("core + providers/together, chatCompletion: together's base URL, no other provider's", async () => {
    const code = await bundle(`
      import { chatCompletion } from "@hubkit/inference/core";
      import { together } from "@hubkit/inference/providers/together";
      export const chat = (args) => chatCompletion(args, { providers: [together] });
    `);
    expect(code).toContain("https://api.together.xyz");
    for (const provider of others("together")) {
      for (const marker of markers(provider)) expect(code, `${provider}: ${marker}`).not.toContain(marker);
    }
  });

  it("core + providers/fal-ai, an InferenceClient (every task function): fal-ai alone", async () => {
    const code = await bundle(`
      import { InferenceClient } from "@hubkit/inference/core";
      import { falAi } from "@hubkit/inference/providers/fal-ai";
      export const client = new InferenceClient("", { providers: [falAi] });
    `);
    for (const marker of markers("fal-ai")) expect(code).toContain(marker);
    for (const provider of others("fal-ai")) {
      for (const marker of markers(provider)) expect(code, `${provider}: ${marker}`).not.toContain(marker);
    }
  });

  it("each @hubkit/inference/providers/<name> bundles that provider and no other", async () => {
    for (const { provider } of ALL_PROVIDERS) {
      const code = await bundle(`export * from "@hubkit/inference/providers/${provider}";`);
      for (const marker of markers(provider)) expect(code, `${provider}: ${marker}`).toContain(marker);
      for (const other of others(provider)) {
        for (const marker of markers(other)) expect(code, `${provider} bundle: ${marker}`).not.toContain(marker);
      }
    }
  });

  it("a name under providers/ that is not a provider does not resolve (the shared machinery is not exposed)", async () => {
    for (const name of ["registry", "providerHelper", "shared", "providerNames", "../provider-kit/registry"]) {
      await expect(bundle(`export * from "@hubkit/inference/providers/${name}";`), name).rejects.toThrow(
        /Could not resolve/,
      );
    }
  });

  it("INFERENCE_PROVIDERS alone, from either entry, carries no provider and lists them all", async () => {
    for (const entry of ["@hubkit/inference/core", "@hubkit/inference"]) {
      const code = await bundle(`export { INFERENCE_PROVIDERS } from "${entry}";`, "cjs");
      for (const { provider } of ALL_PROVIDERS) {
        for (const marker of markers(provider)) expect(code, `${entry}: ${marker}`).not.toContain(marker);
      }
      const context = { module: { exports: {} as Record<string, unknown> } };
      runInNewContext(`(function (module, exports) {\n${code}\n})(module, module.exports);`, context);
      expect(context.module.exports.INFERENCE_PROVIDERS).toEqual(ALL_PROVIDERS.map((module) => module.provider));
    }
  });

  it("the main entry carries every provider (the markers above are real)", async () => {
    // Its InferenceClient serves every task of every provider (chatCompletion alone no longer does: below).
    const code = await bundle('export { InferenceClient } from "@hubkit/inference";');
    for (const module of ALL_PROVIDERS) {
      for (const marker of markers(module.provider)) expect(code, marker).toContain(marker);
    }
  });

  it("the main entry's chatCompletion carries the chat helpers of every provider and no other task's", async () => {
    const code = await bundle('export { chatCompletion, chatCompletionStream } from "@hubkit/inference";');
    for (const module of ALL_PROVIDERS) {
      const chat = module.tasks.conversational;
      // A chat provider's chat helper is there; the task table of a provider that serves more is not.
      if (chat !== undefined && !chat.baseUrl.startsWith("https://router.huggingface.co")) {
        expect(code, `${module.provider}: ${chat.baseUrl}`).toContain(chat.baseUrl);
      }
      const table = markers(module.provider).at(-1)!;
      if (Object.keys(module.tasks).length > 1) expect(code, `${module.provider}: ${table}`).not.toContain(table);
      // A provider that serves no chat brings nothing but its name and the names of its tasks.
      if (chat === undefined) {
        for (const marker of markers(module.provider))
          expect(code, `${module.provider}: ${marker}`).not.toContain(marker);
      }
    }
  });

  // 20.5 KB with every task; 11,294 B with the chat table (issue 29); CHAT_LIMIT after the size pass that followed
  // (README, "One provider per bundle"). Lower it as bytes are paid, never raise it without paying for them.
  it(`the main entry's chatCompletion, minified and gzipped, is at most ${CHAT_LIMIT} bytes`, async () => {
    const out = await build({
      stdin: { contents: 'export { chatCompletion } from "@hubkit/inference";', resolveDir: PACKAGE_DIR, loader: "js" },
      bundle: true,
      minify: true,
      write: false,
      format: "esm",
      platform: "browser",
      conditions: ["@hubkit/source"],
      logLevel: "silent",
    });
    expect(gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length).toBeLessThanOrEqual(CHAT_LIMIT);
  });

  it("evaluating the core entry and a provider module touches no global: `sideEffects: false` holds", async () => {
    const code = await bundle(
      'export * from "@hubkit/inference/core"; export { together } from "@hubkit/inference/providers/together";',
      "cjs",
    );
    const sandbox = { module: { exports: {} as Record<string, unknown> } };
    const context = { ...sandbox, exports: sandbox.module.exports };
    const before = Object.getOwnPropertyNames(context).sort();
    runInNewContext(`(function (module, exports) {\n${code}\n})(module, exports);`, context);
    expect(Object.getOwnPropertyNames(context).sort()).toEqual(before);
    expect(Object.keys(context.module.exports)).toEqual(
      expect.arrayContaining(["InferenceClient", "chatCompletion", "together"]),
    );
  });
});
