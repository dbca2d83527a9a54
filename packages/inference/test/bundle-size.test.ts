/**
 * The browser bundle of the whole package (`export * from "@hubkit/inference"`: every task function, the client,
 * the snippet generator), built from the sources as benchmarks/inference/bench.ts builds it from `dist` (esbuild,
 * minified, ESM, platform browser, gzip -9), does not grow; nor does the client without the snippet generator
 * (every export of the main entry but `snippets`), the figure issue 31's 30 KB goal is about. From dist, the whole
 * package was 38,116 bytes before issue 29's floor plan and 38,387 with it; the size pass after it brought it to
 * 38,060 (38,055 from the sources; README, "One provider per bundle"). Lower the limits as bytes are paid, never
 * raise them without paying for them.
 */

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { expect, it } from "vitest";
import * as mainEntry from "../src/index.js";

// 38,058 once @hubkit/tasks took today's catalogue (issue 30): the few of its helpers the package bundles moved.
// 39,241 with issue 31's 4.x API (measured 2026-11-28): the "auto" chat route, 4.x's error fields, getProviderHelper,
// makeRequestOptions, the provider lists, the logger and textToImage's dataUrl/json outputs.
// 41,079 with issue 31's snippets (the clean-clone CI measured it after both merged): the environment token per
// language and destination, 4.x's snippet call shape and options, tools/response_format and routing policies.
// 41,060 after the size pass that followed (2026-11-28; README, "Sizes"); 41,100 once together's text-to-image sends
// the step count as its API names it, `steps` (README, differences).
const LIMIT = 41_100;

// The client alone: 27,155 B when first measured (2026-11-28, after issue 31), 27,145 B after the size pass; issue
// 31's goal is 30 KB (30,720 B); 27,185 B with together's `steps`. @huggingface/inference 4.13.30 measured the same way (its index without
// `snippets`): 17,011 B; with its snippets, 102,140 B (README, "Sizes").
const CLIENT_LIMIT = 27_185;

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

async function gzippedBundle(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, resolveDir: PACKAGE_DIR, loader: "js" },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    conditions: ["@hubkit/source"],
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length;
}

it(`the whole package's browser bundle is at most ${LIMIT} bytes gzipped`, async () => {
  const gzipped = await gzippedBundle('export * from "@hubkit/inference";');
  expect(
    gzipped,
    `The whole package's bundle is ${gzipped} bytes gzipped, past its limit of ${LIMIT}: ` +
      "esbuild's metafile (bytesInOutput per input) shows each module's share",
  ).toBeLessThanOrEqual(LIMIT);
});

it(`the client without the snippet generator is at most ${CLIENT_LIMIT} bytes gzipped`, async () => {
  const names = Object.keys(mainEntry).filter((name) => name !== "snippets");
  // The client's API is all there (the task functions, InferenceClient, the errors, the 4.x exports).
  expect(names).toEqual(expect.arrayContaining(["InferenceClient", "chatCompletion", "textToImage", "setLogger"]));
  const gzipped = await gzippedBundle(`export { ${names.join(", ")} } from "@hubkit/inference";`);
  expect(
    gzipped,
    `The client's bundle (the main entry without snippets) is ${gzipped} bytes gzipped, past its limit of ` +
      `${CLIENT_LIMIT}: esbuild's metafile (bytesInOutput per input) shows each module's share`,
  ).toBeLessThanOrEqual(CLIENT_LIMIT);
  // And the snippet generator is what the whole package adds to it.
  expect(await gzippedBundle('export * from "@hubkit/inference";')).toBeGreaterThan(gzipped + 10_000);
});
