import { copyFileSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord, parseRecord, type JsonRecord } from "../lib/json.js";
import { run } from "../lib/process.js";

const CONSUMERS = join(import.meta.dirname, "..", "consumers");

/** The probe's report, with the fields every run must agree on. */
export interface ProbeReport {
  raw: JsonRecord;
  entries: Record<string, string[]>;
  resolved: Record<string, string>;
}

function toReport(raw: JsonRecord, what: string): ProbeReport {
  const { entries, resolved } = raw;
  if (!isRecord(entries) || !isRecord(resolved)) throw new Error(`${what}: the report has no entries or resolved`);
  const names: Record<string, string[]> = {};
  for (const [specifier, list] of Object.entries(entries)) {
    if (!Array.isArray(list) || list.some((name) => typeof name !== "string")) {
      throw new Error(`${what}: the export names of ${specifier} are not a list of strings`);
    }
    names[specifier] = list.map(String);
  }
  const paths: Record<string, string> = {};
  for (const [specifier, path] of Object.entries(resolved)) paths[specifier] = String(path);
  return { raw, entries: names, resolved: paths };
}

function copyConsumers(dir: string, files: readonly string[]): void {
  for (const file of files) copyFileSync(join(CONSUMERS, file), join(dir, file));
}

/** What the probe must have seen, whichever way it loaded the packages. */
function checkBehaviour(report: ProbeReport, what: string, inferenceVersion: string): void {
  const expected: [string, unknown][] = [
    ["jinja.rendered", "<|user|>\nHi!\n<|assistant|>\n"],
    ["jinja.syntaxError.isTemplateSyntaxError", true],
    ["tasks.quant", "Q4_K_M"],
    ["tasks.pipelines", 58], // 0.21.54's 57 and 0.18's text2text-generation, kept for old callers
    ["inference.completion", "Hello from the loopback endpoint."],
    ["inference.streamed", "Hello from the loopback endpoint."],
    ["inference.coreCompletion", "Hello from the loopback endpoint."],
    ["inference.unregistered.isInputError", true],
    ["inference.unregistered.isMainEntryInputError", true],
    // The client names itself with the version users installed (Node has no navigator to append).
    ["inference.userAgents", [`@hubkit/inference/${inferenceVersion}`]],
    // A header the writer made, read back by range: 64x32 Q8_0 + 64 F32 + 64x32 F16 (2,048 + 64 + 2,048 values),
    // 2,176 + 256 + 4,096 bytes of data after a 480-byte header, so the whole file is bytes 0 to 7,007.
    ["gguf.architecture", "llama"],
    ["gguf.tensors", ["token_embd.weight 64x32 8", "blk.0.attn_norm.weight 64 0", "output.weight 64x32 1"]],
    ["gguf.tensorDataOffset", "480"],
    ["gguf.parameterCount", 4160],
    ["gguf.sameFromBlob", true],
    ["gguf.ranges", ["0-7007"]],
    ["gguf.refused", { isFormatError: true, field: "magic", reason: "magic" }],
    // One layer, 256 cells, K and V of 64 f16 values each: 256 x 64 x 2 bytes x 2.
    ["gguf.weightsBytes", 6528],
    ["gguf.kvCacheBytes", 65536],
    ["gguf.shard", { prefix: "model-Q4_K_M", shard: "00002", total: "00003" }],
  ];
  for (const [path, value] of expected) {
    let actual: unknown = report.raw;
    for (const key of path.split(".")) actual = isRecord(actual) ? actual[key] : undefined;
    if (JSON.stringify(actual) !== JSON.stringify(value))
      throw new Error(`${what}: ${path} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
  }
}

function checkResolved(report: ProbeReport, what: string, build: "esm" | "commonjs"): void {
  for (const [specifier, path] of Object.entries(report.resolved)) {
    const inCommonjs = /\/node_modules\/@hubkit\/[a-z]+\/dist\/commonjs\//.test(path);
    const inDist = /\/node_modules\/@hubkit\/[a-z]+\/dist\//.test(path);
    if (!inDist || inCommonjs !== (build === "commonjs")) {
      throw new Error(`${what}: ${specifier} resolved to ${path}, not the ${build} build`);
    }
  }
}

/** `import` of every entry point in an ES module project, and the probe run through it. */
export async function esmImport(project: string, inferenceVersion: string): Promise<ProbeReport> {
  copyConsumers(project, ["probe.cjs", "esm.mjs"]);
  const { stdout } = await run(process.execPath, ["esm.mjs"], { cwd: project, timeoutMs: 60_000 });
  const report = toReport(parseRecord(stdout, "esm.mjs output"), "ESM");
  checkBehaviour(report, "ESM", inferenceVersion);
  checkResolved(report, "ESM", "esm");
  return report;
}

/** `require` of every entry point in plain Node, in a CommonJS project; nothing of the ES module build is loaded. */
export async function commonjsRequire(
  project: string,
  esm: ProbeReport | undefined,
  inferenceVersion: string,
): Promise<ProbeReport> {
  copyConsumers(project, ["probe.cjs", "cjs.cjs"]);
  const { stdout } = await run(process.execPath, ["cjs.cjs"], { cwd: project, timeoutMs: 60_000 });
  const report = toReport(parseRecord(stdout, "cjs.cjs output"), "CommonJS");
  checkBehaviour(report, "CommonJS", inferenceVersion);
  checkResolved(report, "CommonJS", "commonjs");
  const loaded = report.raw.loaded;
  if (!Array.isArray(loaded) || loaded.length === 0) throw new Error("CommonJS: the report lists no loaded files");
  const esmFiles = loaded.map(String).filter((file) => !/\/dist\/commonjs\//.test(file));
  if (esmFiles.length > 0) throw new Error(`CommonJS: loaded files outside dist/commonjs: ${esmFiles.join(", ")}`);
  if (esm !== undefined) sameAsEsm(report, esm, "CommonJS");
  return report;
}

/** Jest (CommonJS mode, no transform) requiring and using every entry point. */
export async function jestRequire(
  project: string,
  jestBin: string,
  esm: ProbeReport | undefined,
  inferenceVersion: string,
): Promise<string> {
  copyConsumers(project, ["probe.cjs", "require.test.cjs", "jest.config.cjs"]);
  const out = join(project, "jest-report.json");
  const { stderr } = await run(process.execPath, [jestBin, "--config", "jest.config.cjs", "--ci"], {
    cwd: project,
    env: { ...process.env, HUBKIT_PROBE_OUT: out },
    timeoutMs: 120_000,
  });
  const report = toReport(parseRecord(readFileSync(out, "utf8"), "Jest's probe report"), "Jest");
  checkBehaviour(report, "Jest", inferenceVersion);
  checkResolved(report, "Jest", "commonjs");
  if (esm !== undefined) sameAsEsm(report, esm, "Jest");
  return `Jest: ${/Tests:\s+(.+)/.exec(stderr)?.[1] ?? "(no summary)"}`;
}

/** The CommonJS build must export exactly what the ES module build exports, entry point by entry point. */
function sameAsEsm(report: ProbeReport, esm: ProbeReport, what: string): void {
  const problems: string[] = [];
  const specifiers = new Set([...Object.keys(esm.entries), ...Object.keys(report.entries)]);
  for (const specifier of specifiers) {
    const ours = report.entries[specifier]?.join(", ");
    const theirs = esm.entries[specifier]?.join(", ");
    if (ours !== theirs) problems.push(`${specifier}: ${what} exports [${ours}], ESM exports [${theirs}]`);
  }
  for (const key of ["jinja", "tasks", "inference", "gguf"]) {
    if (JSON.stringify(report.raw[key]) !== JSON.stringify(esm.raw[key])) {
      problems.push(`${key}: ${what} saw ${JSON.stringify(report.raw[key])}, ESM saw ${JSON.stringify(esm.raw[key])}`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));
}
