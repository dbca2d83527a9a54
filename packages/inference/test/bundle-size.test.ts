/**
 * The browser bundle of the whole package (`export * from "@hubkit/inference"`: every task function, the client,
 * the snippet generator), built from the sources as benchmarks/inference/bench.ts builds it from `dist` (esbuild,
 * minified, ESM, platform browser, gzip -9), does not grow. From dist, it was 38,116 bytes before issue 29's floor
 * plan and 38,387 with it; the size pass after it brought it to 38,060 (38,055 from the sources, LIMIT; README, "One
 * provider per bundle"). Lower it as bytes are paid, never raise it without paying for them.
 */

import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { expect, it } from "vitest";

// 38,058 once @hubkit/tasks took today's catalogue (issue 30): the few of its helpers the package bundles moved.
// 39,241 with issue 31's 4.x API (measured 2026-11-28): the "auto" chat route, 4.x's error fields, getProviderHelper,
// makeRequestOptions, the provider lists, the logger and textToImage's dataUrl/json outputs.
// 41,079 with issue 31's snippets (the clean-clone CI measured it after both merged): the environment token per
// language and destination, 4.x's snippet call shape and options, tools/response_format and routing policies.
const LIMIT = 41_079;

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

it(`the whole package's browser bundle is at most ${LIMIT} bytes gzipped`, async () => {
  const result = await build({
    stdin: { contents: 'export * from "@hubkit/inference";', resolveDir: PACKAGE_DIR, loader: "js" },
    bundle: true,
    minify: true,
    write: false,
    format: "esm",
    platform: "browser",
    conditions: ["@hubkit/source"],
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const gzipped = gzipSync(code, { level: 9 }).length;
  expect(
    gzipped,
    `The whole package's bundle is ${gzipped} bytes gzipped, past its limit of ${LIMIT}: ` +
      "esbuild's metafile (bytesInOutput per input) shows each module's share",
  ).toBeLessThanOrEqual(LIMIT);
});
