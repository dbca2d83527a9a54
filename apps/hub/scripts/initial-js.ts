import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface InitialJs {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** As the server sends them to a browser that accepts brotli: the build's precompressed `.br` copies. */
  brotliBytes: number;
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

/** The chunks `sources` import statically, themselves included, less those in `without`. */
function closure(manifest: Manifest, sources: readonly string[], without: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || without.has(key)) return;
    if (manifest[key] === undefined) throw new Error(`no chunk for ${key} in the build's manifest`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen];
}

function entryOf(manifest: Manifest, distDir: string): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error(`${distDir}: the manifest has no entry chunk`);
  return entry;
}

/**
 * The JavaScript a first visit to a page downloads before it can render: the entry chunk, the page's lazy chunk,
 * and every chunk they import statically (for a model page, what its first HTML names: the entry and the
 * preloads). Lazy loads after it are not counted. Gzip level 9, as the files would be served compressed.
 */
export function initialJsFor(distDir: string, pageSource: string): InitialJs {
  const manifest = readManifest(distDir);
  return measure(distDir, manifest, closure(manifest, [entryOf(manifest, distDir), pageSource]));
}

/**
 * What a model page with an inference provider and a Python snippet loads as it renders, besides its first HTML's
 * scripts: the widget and highlight.js with Python. (The inference client loads only when the person changes the
 * request or runs the widget: the first snippets come with the page data.) Keys by the end of their path: where
 * node_modules sits depends on the checkout. (Measured in a browser on every model page by e2e/page-load.e2e.ts
 * and benchmarks/hub/page-load.ts.)
 */
export const MODEL_PAGE_RENDER_LOADS = [
  "src/widget/Widget.tsx",
  "node_modules/highlight.js/es/core.js",
  "node_modules/highlight.js/es/languages/python.js",
];

/** The manifest's key for a source named by the end of its path. */
function keyOf(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate === source || candidate.endsWith(`/${source}`));
  if (key === undefined) throw new Error(`no chunk for ${source} in the build's manifest`);
  return key;
}

/** A model page's JavaScript: its first HTML's scripts, and what it loads as it renders. */
export function modelPageJsFor(distDir: string): { initial: InitialJs; onRender: InitialJs } {
  const manifest = readManifest(distDir);
  const initial = closure(manifest, [entryOf(manifest, distDir), "src/pages/ModelPage.tsx"]);
  const renderLoads = MODEL_PAGE_RENDER_LOADS.map((source) => keyOf(manifest, source));
  const onRender = closure(manifest, renderLoads, new Set(initial));
  return { initial: measure(distDir, manifest, initial), onRender: measure(distDir, manifest, onRender) };
}

function measure(distDir: string, manifest: Manifest, chunks: readonly string[]): InitialJs {
  const files = chunks.map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
  let rawBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
    const precompressed = join(distDir, `${file}.br`);
    brotliBytes += existsSync(precompressed)
      ? readFileSync(precompressed).length
      : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, rawBytes, gzipBytes, brotliBytes };
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/"));
if (isMain) {
  const dist = new URL("../dist", import.meta.url).pathname;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const { initial, onRender } = modelPageJsFor(dist);
  console.log(
    `model page: ${kb(initial.brotliBytes + onRender.brotliBytes)} brotli received ` +
      `(${kb(initial.gzipBytes + onRender.gzipBytes)} gzipped, ${initial.files.length + onRender.files.length} files): ` +
      `${kb(initial.brotliBytes)} named by its first HTML (${initial.files.length} files) + ` +
      `${kb(onRender.brotliBytes)} loaded as it renders (widget, highlight.js with Python; ${onRender.files.length} files)`,
  );
  const list = initialJsFor(dist, "src/pages/ModelListPage.tsx");
  console.log(
    `model list: ${kb(list.brotliBytes)} brotli, ${kb(list.gzipBytes)} gzipped (${kb(list.rawBytes)} raw) in ${list.files.length} files, before it renders`,
  );
}
