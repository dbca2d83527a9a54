/**
 * Size of @hubkit/jinja's browser bundle, per module, then the whole bundle minified and gzipped (level 9, as
 * bench.ts measures it). Two columns per module:
 *   - minified: the bytes the module contributes to the minified bundle (esbuild's metafile);
 *   - gzip share: how many gzipped bytes the bundle loses without that module's code. Gzip compresses across
 *     modules, so the shares do not add up to the total; each is what removing that one module would save.
 *
 *   npx tsx benchmarks/jinja/size.ts          # bundles packages/jinja/dist (run `npm run build -w packages/jinja`)
 *   npx tsx benchmarks/jinja/size.ts --src    # bundles the TypeScript sources directly (no build needed)
 *   npx tsx benchmarks/jinja/size.ts --entry Template   # only what `import { Template }` pulls in
 *   npx tsx benchmarks/jinja/size.ts --only lexer,parser  # also: gzipped size of just these modules' code
 *   npx tsx benchmarks/jinja/size.ts --out /tmp/jinja.min.js  # also writes the bundle, to read what survived
 */

import { writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, transform, type BuildOptions } from "esbuild";

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

const common: BuildOptions = {
  stdin: { contents, resolveDir: HERE, loader: "ts" },
  bundle: true,
  format: "esm",
  platform: "browser",
  write: false,
};
const gzip = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).length;
// esbuild names inputs relative to the working directory, which is what relative() resolves against.
const moduleName = (path: string) => relative(PACKAGE, path).replace(/^(dist|src)\//, "");

const result = await build({ ...common, minify: true, metafile: true });
const code = result.outputFiles?.[0]?.contents ?? new Uint8Array();
const output = Object.values(result.metafile?.outputs ?? {})[0];
const minified = new Map(
  Object.entries(output?.inputs ?? {}).map(([path, info]) => [moduleName(path), info.bytesInOutput]),
);

// The same bundle with whitespace kept: esbuild then marks where each module's code starts with a
// `// path` comment, which lets each module be cut out and the rest re-gzipped.
const readable = await build({ ...common, minifyIdentifiers: true, minifySyntax: true });
// The closing `export { ... }` names minified bindings of every module; it belongs to none of them.
const pieces = splitByModule((readable.outputFiles?.[0]?.text ?? "").replace(/^export \{[^}]*\};\s*$/m, ""));
for (const piece of pieces) {
  piece.code = (await transform(piece.code, { minifyWhitespace: true, loader: "js" })).code;
}
const gzipOf = (chosen: { code: string }[]) => gzip(chosen.map((p) => p.code).join(""));
const wholeGzip = gzipOf(pieces);
const share = new Map(pieces.map((p) => [p.name, wholeGzip - gzipOf(pieces.filter((q) => q !== p))]));

function splitByModule(text: string): { name: string; code: string }[] {
  const marker = /^\/\/ (\S+\.[jt]s)$/gm;
  const starts = [...text.matchAll(marker)];
  return starts.map((match, i) => ({
    name: moduleName(match[1] ?? ""),
    code: text.slice((match.index ?? 0) + match[0].length, starts[i + 1]?.index ?? text.length),
  }));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows = [...minified].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${"module".padEnd(width)}  minified  gzip share`);
for (const [name, bytes] of rows) {
  console.log(`${name.padEnd(width)}  ${String(bytes).padStart(8)}  ${String(share.get(name) ?? 0).padStart(10)}`);
}
console.log("");
console.log(`minified: ${code.length} bytes (${kb(code.length)})`);
const gzipped = gzip(code);
console.log(`gzip -9:  ${gzipped} bytes (${kb(gzipped)})`);

const only = option("--only");
if (only !== undefined) {
  const bare = (name: string) => name.trim().replace(/\.[jt]s$/, "");
  const wanted = only.split(",").map(bare);
  const chosen = pieces.filter((p) => wanted.includes(bare(p.name)));
  const missing = wanted.filter((w) => !chosen.some((p) => bare(p.name) === w));
  if (missing.length > 0) throw new Error(`--only: no module named ${missing.join(", ")} in the bundle`);
  const bytes = gzipOf(chosen);
  console.log(`gzip -9 of ${chosen.map((p) => p.name).join(", ")} alone: ${bytes} bytes (${kb(bytes)})`);
}

const out = option("--out");
if (out !== undefined) writeFileSync(out, code);
