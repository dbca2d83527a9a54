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

/**
 * The JavaScript a first visit to a page downloads before it can render: the entry chunk, the page's lazy chunk,
 * and every chunk they import statically. Later lazy loads (the widget, the highlighter, the inference client) are
 * not counted. Gzip level 9, as the files would be served compressed.
 */
export function initialJsFor(distDir: string, pageSource: string): InitialJs {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry === undefined) throw new Error(`${distDir}: the manifest has no entry chunk`);
  if (manifest[pageSource] === undefined) throw new Error(`${distDir}: no chunk for ${pageSource} in the manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(pageSource);
  const files = [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
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
  for (const [label, source] of [
    ["model page", "src/pages/ModelPage.tsx"],
    ["model list", "src/pages/ModelListPage.tsx"],
  ] as const) {
    const { files, rawBytes, gzipBytes, brotliBytes } = initialJsFor(dist, source);
    console.log(
      `${label}: ${(brotliBytes / 1024).toFixed(1)} KB brotli, ${(gzipBytes / 1024).toFixed(1)} KB gzipped (${(rawBytes / 1024).toFixed(1)} KB raw) in ${files.length} files`,
    );
  }
}
