/**
 * Renders a template in a Node process of its own with a capped heap: a render that exhausts memory ends that
 * process with V8's fatal out-of-memory abort instead of taking the test runner down, and the test sees which of the
 * two happened. The engine is bundled from the sources once per test run (esbuild) into a module the child imports.
 */

import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";

const SOURCES = join(dirname(fileURLToPath(import.meta.url)), "../../src/index.ts");

let bundled: string | undefined;

/** The engine's sources as one ES module (set JINJA_ENGINE to a built index.js to run another build instead). */
function engine(): string {
  if (process.env.JINJA_ENGINE !== undefined) return process.env.JINJA_ENGINE;
  if (bundled === undefined) {
    const outfile = join(mkdtempSync(join(tmpdir(), "jinja-capped-")), "engine.mjs");
    buildSync({ entryPoints: [SOURCES], bundle: true, format: "esm", platform: "node", outfile, logLevel: "silent" });
    bundled = outfile;
  }
  return bundled;
}

/**
 * How a capped render ended: an output (its length and start) or a template error, each with the process's peak
 * resident memory in MB; or the process died.
 */
export type CappedOutcome =
  | { kind: "output"; length: number; head: string; peakMb: number }
  | { kind: "error"; name: string; limit: string | undefined; message: string; peakMb: number }
  | { kind: "died"; status: number | null; signal: string | null; outOfMemory: boolean; stderr: string };

/**
 * Renders `source` with `options` (numbers; Infinity allowed) in a child process whose heap is `heapMb` MB, killed
 * after `timeoutMs`.
 */
export function renderCapped(
  source: string,
  options: Record<string, number> = {},
  { heapMb = 512, timeoutMs = 120_000 }: { heapMb?: number; timeoutMs?: number } = {},
): CappedOutcome {
  const literal = `{ ${Object.entries(options)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ")} }`;
  const script = `
    import { Template } from ${JSON.stringify(engine())};
    let outcome;
    try {
      const out = new Template(process.argv[1], ${literal}).render();
      outcome = { kind: "output", length: out.length, head: out.slice(0, 200) };
    } catch (error) {
      outcome = { kind: "error", name: error.name, limit: error.limit, message: String(error.message).slice(0, 500) };
    }
    outcome.peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(JSON.stringify(outcome));`;
  const child = spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, "--input-type=module", "-e", script, source],
    {
      encoding: "utf8",
      timeout: timeoutMs,
      maxBuffer: 1 << 20,
    },
  );
  const last = child.stdout.trim().split("\n").at(-1) ?? "";
  if (child.status === 0 && last.startsWith("{")) return JSON.parse(last) as CappedOutcome;
  return {
    kind: "died",
    status: child.status,
    signal: child.signal,
    outOfMemory: /heap out of memory|allocation failed/i.test(child.stderr),
    stderr: child.stderr.slice(0, 500),
  };
}
