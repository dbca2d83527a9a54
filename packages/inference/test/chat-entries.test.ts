/**
 * Every live provider that serves chat has a chat entry, `@hubkit/inference/providers/<name>/chat`: the same
 * module name, serving the whole module's chat helper and nothing else, so an app that only chats bundles
 * under the 10 KB budget whatever else the provider serves (README, "Bundle size").
 */
import { build } from "esbuild";
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ALL_PROVIDERS } from "../src/registry/registry.js";
import type { InferenceProviderModule } from "../src/types.js";

const SRC = new URL("../src/", import.meta.url);
const CHAT_BUDGET = 10 * 1024;

const chatProviders = ALL_PROVIDERS.filter(
  (module: InferenceProviderModule<string>) =>
    module.retired === undefined && module.tasks.conversational !== undefined,
).map((module) => module.provider);

async function chatEntry(provider: string): Promise<[string, InferenceProviderModule<string>]> {
  const exports = (await import(/* @vite-ignore */ new URL(`providers/${provider}/chat.ts`, SRC).href)) as Record<
    string,
    InferenceProviderModule<string>
  >;
  // The entry also shares its base URL and helper with the whole module; one export is a provider module.
  const entries = Object.entries(exports).filter(([, value]) => typeof value === "object" && "tasks" in value);
  expect(entries, `providers/${provider}/chat.ts exports one provider module`).toHaveLength(1);
  return entries[0]!;
}

async function gzippedChatBundle(provider: string, exportName: string): Promise<number> {
  const out = await build({
    stdin: {
      contents: `import { chatCompletion } from "@hubkit/inference/core";
        import { ${exportName} } from "@hubkit/inference/providers/${provider}/chat";
        export const chat = (args, options) => chatCompletion(args, { ...options, providers: [${exportName}] });`,
      resolveDir: new URL("..", import.meta.url).pathname,
      loader: "js",
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
    conditions: ["@hubkit/source"],
  });
  return gzipSync(out.outputFiles[0]!.contents, { level: 9 }).length;
}

describe("chat entries", () => {
  it("every live provider that serves chat has one", () => {
    // huggingface.js 4.13's chat providers, less the retired ones (README, provider table).
    expect(chatProviders).toEqual([
      "baseten",
      "cerebras",
      "cohere",
      "deepinfra",
      "featherless-ai",
      "fireworks-ai",
      "groq",
      "hf-inference",
      "novita",
      "nscale",
      "openai",
      "ovhcloud",
      "publicai",
      "scaleway",
      "together",
      "zai-org",
    ]);
    for (const provider of chatProviders) {
      expect(existsSync(new URL(`providers/${provider}/chat.ts`, SRC)), `providers/${provider}/chat.ts`).toBe(true);
    }
  });

  it.each(chatProviders)(
    "%s/chat: the whole module's name, provider and chat helper, and no other task",
    async (provider) => {
      const whole = ALL_PROVIDERS.find((module) => module.provider === provider)!;
      const [, chat] = await chatEntry(provider);
      expect(chat.provider).toBe(provider);
      expect(Object.keys(chat.tasks)).toEqual(["conversational"]);
      expect(chat.tasks.conversational).toBe(whole.tasks.conversational);
      expect(chat.withoutTask).toBeUndefined();
    },
  );

  it.each(chatProviders)("%s/chat with core: chatCompletion bundles under 10 KB gzipped", async (provider) => {
    const [exportName] = await chatEntry(provider);
    expect(await gzippedChatBundle(provider, exportName)).toBeLessThan(CHAT_BUDGET);
  });
});
