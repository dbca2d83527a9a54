/**
 * Size of @hubkit/jinja's browser bundle, per module: what each source file contributes to the minified
 * output (esbuild's metafile), then the whole bundle minified and gzipped (level 9, as bench.ts measures it).
 *
 *   npx tsx benchmarks/jinja/size.ts          # bundles packages/jinja/dist (run `npm run build -w packages/jinja`)
 *   npx tsx benchmarks/jinja/size.ts --src    # bundles the TypeScript sources directly (no build needed)
 *   npx tsx benchmarks/jinja/size.ts --entry Template   # only what `import { Template }` pulls in
 *   npx tsx benchmarks/jinja/size.ts --out /tmp/jinja.min.js  # also writes the bundle, to read what survived
 */

import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGE = join(HERE, "../../packages/jinja");

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

const fromSource = process.argv.includes("--src");
const entryFile = join(PACKAGE, fromSource ? "src/index.ts" : "dist/index.js");
const names = option("--entry");
const contents =
  names === undefined
    ? `export * from ${JSON.stringify(entryFile)};`
    : `export { ${names} } from ${JSON.stringify(entryFile)};`;

const result = await build({
  stdin: { contents, resolveDir: HERE, loader: "ts" },
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  write: false,
  metafile: true,
});

const code = result.outputFiles[0]?.contents ?? new Uint8Array();
const output = Object.values(result.metafile.outputs)[0];
const modules = Object.entries(output?.inputs ?? {})
  .map(([path, info]) => ({ path: relative(PACKAGE, path).replace(/^(dist|src)\//, ""), bytes: info.bytesInOutput }))
  .filter((m) => m.bytes > 0)
  .sort((a, b) => b.bytes - a.bytes);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const width = Math.max(...modules.map((m) => m.path.length));
for (const m of modules) console.log(`${m.path.padEnd(width)}  ${String(m.bytes).padStart(6)}`);
console.log("");
console.log(`minified: ${code.length} bytes (${kb(code.length)})`);
const gzipped = gzipSync(code, { level: 9 }).length;
console.log(`gzip -9:  ${gzipped} bytes (${kb(gzipped)})`);

const out = option("--out");
if (out !== undefined) writeFileSync(out, code);
