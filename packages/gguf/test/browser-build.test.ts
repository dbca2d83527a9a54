/**
 * The browser build: the whole package bundles for the browser with no Node built-in (esbuild refuses to resolve
 * one on the browser platform), and `gguf()` alone stays small.
 */
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { expect, it } from "vitest";

async function bundle(contents: string): Promise<Uint8Array> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL(".", import.meta.url)), loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["@hubkit/source"],
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.contents ?? new Uint8Array();
}

it("bundles for the browser with no Node built-in", async () => {
  const code = new TextDecoder().decode(await bundle(`export * from "../src/index.js";`));
  expect(code).not.toMatch(/\bnode:|require\(/);
});

// Measured at 6,104 B (2026-11-28); the limit leaves room for fixes, not for a new dependency.
const LIMIT = 6_400;

it(`gguf() alone is at most ${LIMIT} bytes gzipped in a browser bundle`, async () => {
  const gzipped = gzipSync(await bundle(`export { gguf } from "../src/index.js";`), { level: 9 }).length;
  console.log(`gguf() browser bundle: ${gzipped} B gzipped`);
  expect(gzipped).toBeLessThanOrEqual(LIMIT);
});
