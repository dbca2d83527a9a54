/** Runs Python jinja2 (configured like transformers, see render.py) on a batch of templates and contexts. */

import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, vi } from "vitest";

export interface OracleCase {
  template: string;
  context: Record<string, unknown>;
  /** Python functions (`def name(...): ...` source, keyed by name) the case's environment adds. */
  python?: { filters?: Record<string, string>; tests?: Record<string, string>; globals?: Record<string, string> };
}

export type OracleResult = { ok: true; output: string } | { ok: false; error: string };

/** The instant tests pin the clock to (local time), as the corpus README specifies. */
export const FIXED_NOW = "2025-04-16T09:30:00";

export function fixedNowDate(): Date {
  return new Date(2025, 3, 16, 9, 30, 0);
}

/** Pins `Date` to FIXED_NOW for the calling test file (strftime_now reads it), as the reference renders see it. */
export function useFixedClock(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(fixedNowDate());
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), "render.py");
let interpreter: string | undefined;

/** The first of python3, /usr/bin/python3 that can import jinja2. */
export function pythonWithJinja2(): string {
  if (interpreter !== undefined) return interpreter;
  for (const candidate of ["python3", "/usr/bin/python3"]) {
    const probe = spawnSync(
      candidate,
      ["-c", "import jinja2, sys; sys.exit(0 if jinja2.__version__ >= '3.1' else 1)"],
      {
        encoding: "utf8",
      },
    );
    if (probe.status === 0) {
      interpreter = candidate;
      return candidate;
    }
  }
  throw new Error(
    "Python 3 with jinja2 >= 3.1 is required for the differential tests: install it (Debian: apt-get install python3-jinja2).",
  );
}

/** Renders every case with jinja2 in one Python process. */
export function renderWithJinja2(cases: readonly OracleCase[], now = FIXED_NOW): OracleResult[] {
  const python = pythonWithJinja2();
  const run = spawnSync(python, [SCRIPT], {
    input: JSON.stringify({ now, cases }),
    encoding: "utf8",
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`render.py failed (${run.status}): ${run.stderr}`);
  const parsed = JSON.parse(run.stdout) as { results: OracleResult[] };
  if (parsed.results.length !== cases.length) throw new Error("render.py returned the wrong number of results");
  return parsed.results;
}
