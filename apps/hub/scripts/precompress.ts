import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text formats. Images and media are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map|wasm)$/;
/** Below this, the headers of a compressed answer cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of each text asset next to it, with Node's
 * zlib, once per build; the server sends the copy the browser accepts (serveStatic's `precompressed`). A copy that
 * would not be smaller is not written.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      const body = await readFile(path);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < body.length) await writeFile(`${path}.br`, br);
      if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
      files += 1;
      bytes += body.length;
      brotliBytes += Math.min(br.length, body.length);
    }),
  );
  return { files, bytes, brotliBytes };
}

/** The Vite plugin: precompresses the build's assets folder after it is written. */
export function precompress(): Plugin {
  let assetsDir = "";
  return {
    name: "hubkit-precompress",
    apply: "build",
    configResolved(config) {
      assetsDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const { files, bytes, brotliBytes } = await precompressDir(assetsDir);
      this.info?.(
        `precompressed ${files} assets: ${(bytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB (brotli)`,
      );
    },
  };
}
