/**
 * The folder snippets run in, as a person's project folder would be: the sample files they open, a
 * `node_modules` with the real `openai` package and `@huggingface/inference` resolved to Hubkit's client
 * (bundled from its sources once per run), and a Node preload that sends every https request to the capture
 * server. Python and curl snippets have their base URL rewritten instead (see execute.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { fixturePath } from "../../../../../test-support/fixtures.js";

const PACKAGE_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The files the sample inputs name, with bytes from the recorded media of fixtures/provider-tapes. */
const SAMPLE_FILES: Readonly<Record<string, { fixture: string; type: string }>> = {
  "sample1.flac": { fixture: "provider-tapes/sample1.flac", type: "audio/flac" },
  // The snippets name a WAV file for providers that take no FLAC (fal-ai).
  "sample1.wav": { fixture: "provider-tapes/sample2.wav", type: "audio/wav" },
  "cats.jpg": { fixture: "provider-tapes/cats.png", type: "image/jpeg" },
  "cat.png": { fixture: "provider-tapes/cheetah.png", type: "image/png" },
};

/** The sample file as Node's `fs.readFileSync` returns it: a Buffer. */
export function sampleFileBuffer(name: string): Buffer {
  const file = SAMPLE_FILES[name];
  if (file === undefined) throw new Error(`No sample file named ${name}: add it to SAMPLE_FILES`);
  return readFileSync(fixturePath(file.fixture));
}

export function sampleFileType(name: string): string {
  const file = SAMPLE_FILES[name];
  if (file === undefined) throw new Error(`No sample file named ${name}: add it to SAMPLE_FILES`);
  return file.type;
}

/**
 * Loaded with `node --import`: every fetch to an https URL goes to `${HUBKIT_CAPTURE_PREFIX}/<host><path>`
 * instead, so the snippet's requests, the hub lookups of the huggingface.js client and the downloads that
 * follow an answer all reach the capture server under the run's id.
 */
const FETCH_PRELOAD = `const prefix = process.env.HUBKIT_CAPTURE_PREFIX;
const realFetch = globalThis.fetch;
const target = (url) => {
  if (!url.startsWith("https://")) return url;
  const parsed = new URL(url);
  return prefix + "/" + parsed.host + parsed.pathname + parsed.search;
};
globalThis.fetch = (input, init) =>
  input instanceof Request
    ? realFetch(new Request(target(input.url), input), init)
    : realFetch(target(input instanceof URL ? input.href : String(input)), init);
`;

export interface Sandbox {
  dir: string;
  preload: string;
  close(): void;
}

/** Bundles `@hubkit/inference` from its sources into one ES module, as an installed package would be. */
async function bundleClient(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: "silent",
    root: PACKAGE_ROOT,
    resolve: { conditions: ["@hubkit/source"] },
    ssr: { noExternal: true, resolve: { conditions: ["@hubkit/source"] } },
    build: {
      ssr: join(PACKAGE_ROOT, "src/index.ts"),
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: "index.mjs", format: "es" } },
    },
  });
}

/** The installed folder of a package, found from its main module (openai exports no package.json). */
function packageDir(name: string): string {
  let dir = dirname(createRequire(join(PACKAGE_ROOT, "package.json")).resolve(name));
  while (
    !existsSync(join(dir, "package.json")) ||
    !readFileSync(join(dir, "package.json"), "utf8").includes(`"name": "${name}"`)
  ) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the folder of the ${name} package`);
    dir = parent;
  }
  return dir;
}

export async function createSandbox(): Promise<Sandbox> {
  const dir = mkdtempSync(join(tmpdir(), "hubkit-snippet-run-"));
  for (const name of Object.keys(SAMPLE_FILES)) writeFileSync(join(dir, name), sampleFileBuffer(name));
  const modules = join(dir, "node_modules");
  const clientDir = join(modules, "@huggingface", "inference");
  mkdirSync(clientDir, { recursive: true });
  await bundleClient(clientDir);
  writeFileSync(
    join(clientDir, "package.json"),
    JSON.stringify({ name: "@huggingface/inference", type: "module", exports: "./index.mjs" }),
  );
  // The real openai package, as installed for this repository.
  const openaiDir = packageDir("openai");
  symlinkSync(openaiDir, join(modules, "openai"), "dir");
  const preload = join(dir, "capture-fetch.mjs");
  writeFileSync(preload, FETCH_PRELOAD);
  return { dir, preload, close: () => rmSync(dir, { recursive: true, maxRetries: 5, force: true }) };
}
