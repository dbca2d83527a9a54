/**
 * The rule for providers: one module in src/providers/; the registry's list (src/registry/allProviders.ts) is
 * generated from that folder (`npm run generate`), and checked against the names of the vocabulary
 * (INFERENCE_PROVIDERS, src/spec/providers.ts, from which the InferenceProvider type is read): at type level
 * (src/registry/registry.ts and below) and at run time. The `@hubkit/inference/providers/<name>` subpaths are
 * the provider modules themselves.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, expectTypeOf, it } from "vitest";
import * as core from "../src/core.js";
import * as hf from "../src/index.js";
import { ALL_PROVIDERS } from "../src/registry/registry.js";
import type { together } from "../src/providers/together/index.js";
import type { InferenceProvider, InferenceProviderModule } from "../src/types.js";

const PACKAGE_URL = new URL("../", import.meta.url);
const PROVIDERS_DIR = new URL("src/providers/", PACKAGE_URL);
const NAMES: readonly string[] = ALL_PROVIDERS.map((module) => module.provider);

/** Module names that exist in the package but are not providers: none may be reachable as a provider. */
const NOT_PROVIDERS = [
  "registry",
  "allProviders",
  "providerHelper",
  "schema",
  "polling",
  "errors",
  "providerNames",
  "shared",
  "imageOutput",
  "table",
  "index",
  "core",
  "types",
  "provider-kit/registry",
  "../provider-kit/registry",
  "../core",
];

/** What Node's own resolver makes of each `@hubkit/inference/providers/<name>` (a URL, or the error code). */
function nodeResolutions(names: readonly string[], conditions: string[]): Record<string, string> {
  const script = `
    const out = {};
    for (const name of ${JSON.stringify(names)}) {
      try { out[name] = import.meta.resolve("@hubkit/inference/providers/" + name); }
      catch (error) { out[name] = "error: " + error.code; }
    }
    console.log(JSON.stringify(out));`;
  const args = [...conditions.map((condition) => `--conditions=${condition}`), "--input-type=module", "-e", script];
  return JSON.parse(
    execFileSync(process.execPath, args, { cwd: fileURLToPath(PACKAGE_URL), encoding: "utf8" }),
  ) as Record<string, string>;
}

describe("one module per provider", () => {
  it("src/providers/ holds exactly the registry's modules, one folder per provider named after it", () => {
    // A provider's folder holds its module (index.ts), its chat entry (chat.ts) and its parts; nothing else
    // sits in src/providers/.
    const entries = readdirSync(PROVIDERS_DIR, { withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files).toEqual([]);
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...NAMES].sort());
    for (const folder of folders) {
      expect(existsSync(new URL(`${folder}/index.ts`, PROVIDERS_DIR)), `src/providers/${folder}/index.ts`).toBe(true);
    }
  });

  it("the registry lists each provider once, in alphabetical order", () => {
    expect(new Set(NAMES).size).toBe(NAMES.length);
    expect(NAMES).toEqual([...NAMES].sort());
  });

  it("each @hubkit/inference/providers/<name> is that module, exporting only the registry's provider object", async () => {
    for (const module of ALL_PROVIDERS) {
      const subpath = `@hubkit/inference/providers/${module.provider}`;
      const exports = (await import(/* @vite-ignore */ subpath)) as Record<string, unknown>;
      expect(Object.keys(exports), module.provider).toHaveLength(1);
      expect(Object.values(exports)[0], module.provider).toBe(module);
      for (const helper of [...Object.values(module.tasks), module.withoutTask]) {
        if (helper) expect(helper.provider, module.provider).toBe(module.provider);
      }
    }
  });

  it("INFERENCE_PROVIDERS (one list, both entries) is the registry's names; so is the type", () => {
    expect(hf.INFERENCE_PROVIDERS).toEqual(NAMES);
    expect(core.INFERENCE_PROVIDERS).toBe(hf.INFERENCE_PROVIDERS);
    // The registry's names and the vocabulary's are the same union and tuple (checked by `npm run typecheck`).
    expectTypeOf<(typeof ALL_PROVIDERS)[number]["provider"]>().toEqualTypeOf<InferenceProvider>();
    expectTypeOf<(typeof hf.INFERENCE_PROVIDERS)[number]>().toEqualTypeOf<InferenceProvider>();
    expectTypeOf(core.INFERENCE_PROVIDERS).toEqualTypeOf(hf.INFERENCE_PROVIDERS);
    // A readonly tuple, as in 3.8.1, not a string array: its length is a literal, the registry's.
    expectTypeOf<(typeof hf.INFERENCE_PROVIDERS)["length"]>().toEqualTypeOf<(typeof ALL_PROVIDERS)["length"]>();
    expectTypeOf<(typeof hf.INFERENCE_PROVIDERS)["length"]>().not.toEqualTypeOf<number>();
    expectTypeOf<typeof hf.INFERENCE_PROVIDERS>().toMatchTypeOf<readonly InferenceProvider[]>();
    // A subpath's export is typed with its own name, and fits wherever a provider module is expected.
    expectTypeOf<typeof together>().toEqualTypeOf<InferenceProviderModule<"together">>();
    expectTypeOf<typeof together>().toMatchTypeOf<InferenceProviderModule>();
  });

  it("the main entry's chat functions (the conversational table) refuse and route as every provider's module does", async () => {
    for (const module of ALL_PROVIDERS) {
      if (module.tasks.conversational !== undefined) continue;
      const args = { provider: module.provider, model: "some/model", accessToken: "hf_x", messages: [] };
      // No request is sent: the provider is refused before (a fetch that fails the test if it is called).
      const fetch = () => Promise.reject(new Error("no request expected"));
      const expected = `Task 'conversational' not supported for provider '${module.provider}'. Available tasks: ${Object.keys(module.tasks).join(", ")}`;
      await expect(hf.chatCompletion(args, { fetch }), module.provider).rejects.toThrow(expected);
      await expect(core.chatCompletion(args, { fetch, providers: ALL_PROVIDERS }), module.provider).rejects.toThrow(
        expected,
      );
      const stream = hf.chatCompletionStream(args, { fetch });
      await expect(stream.next(), module.provider).rejects.toThrow(expected);
    }
    await expect(hf.chatCompletion({ provider: "nobody" as InferenceProvider, messages: [] })).rejects.toThrow(
      `Provider 'nobody' not supported. Available providers: ${NAMES.join(", ")}`,
    );
  });

  it("Node resolves @hubkit/inference/providers/<name> to the provider's own module, from source and from dist", () => {
    const source = nodeResolutions([...NAMES, ...NOT_PROVIDERS], ["@hubkit/source"]);
    const dist = nodeResolutions(NAMES, []);
    for (const name of NAMES) {
      expect(source[name]).toBe(new URL(`${name}/index.ts`, PROVIDERS_DIR).href);
      expect(dist[name]).toBe(new URL(`dist/providers/${name}/index.js`, PACKAGE_URL).href);
    }
    // Other names either fail to resolve or name a file that does not exist (src/providers/ holds only the
    // providers, and dist/providers/ is its build).
    for (const name of NOT_PROVIDERS) {
      const resolved = source[name]!;
      if (!resolved.startsWith("error: ")) expect(existsSync(new URL(resolved)), `${name}: ${resolved}`).toBe(false);
    }
  });
});
