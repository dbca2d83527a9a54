/**
 * Runs snippets with the real tools: python3 (requests), node (fetch, the openai package, the
 * huggingface.js client) and bash with curl. Python and curl snippets get their base URL rewritten to the
 * capture server; node snippets run with a preload that does the same for every https request.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pythonWith } from "../../../../../test-support/python.js";
import { RUN_ENVIRONMENT, type RunnableClient } from "./catalogue.js";
import type { Sandbox } from "./sandbox.js";

export interface Execution {
  runId: string;
  client: RunnableClient;
  content: string;
  /** The origin the snippet's requests go to (`https://host`), rewritten to `prefix` for python and curl. */
  origin: string;
  /** The capture server's base for this run. */
  prefix: string;
}

export interface Outcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

const PYTHON_RUNNER = fileURLToPath(new URL("run_python.py", import.meta.url));
const TIMEOUT_MS = 30_000;
const EXTENSIONS: Record<RunnableClient, string> = {
  "python/requests": "py",
  "js/fetch": "mjs",
  "js/openai": "mjs",
  "js/huggingface.js": "mjs",
  "sh/curl": "sh",
};

/** The snippet with its base URL pointed at the capture server: `https://host/...` becomes `prefix/host/...`. */
export function withBaseUrl(content: string, origin: string, prefix: string): string {
  return content.replaceAll(`${origin}/`, `${prefix}/${new URL(origin).host}/`);
}

function exec(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  input?: string,
  timeout = TIMEOUT_MS,
) {
  return new Promise<Outcome>((resolve) => {
    const child = spawn(command, args, { cwd, env, timeout });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error) => resolve({ exitCode: null, stdout, stderr: stderr + String(error) }));
    child.on("close", (code) => resolve({ exitCode: code, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// No proxy may divert a request, and nothing of the test's own environment leaks in; the tokens snippets read are set.
const BASE_ENV = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: process.env.HOME ?? "/tmp",
  NO_PROXY: "*",
  ...RUN_ENVIRONMENT,
};

/** Runs every execution; outcomes in the same order. */
export async function executeAll(executions: readonly Execution[], sandbox: Sandbox): Promise<Outcome[]> {
  const scripts = mkdtempSync(join(sandbox.dir, "snippets-"));
  const file = (execution: Execution) => join(scripts, `${execution.runId}.${EXTENSIONS[execution.client]}`);
  for (const execution of executions) {
    const rewritten =
      execution.client === "python/requests" || execution.client === "sh/curl"
        ? withBaseUrl(execution.content, execution.origin, execution.prefix)
        : execution.content;
    writeFileSync(file(execution), rewritten);
  }
  const outcomes = new Map<Execution, Outcome>();

  // Python: one runner process forks a child per snippet (see run_python.py); two runners share the list.
  const python = executions.filter((e) => e.client === "python/requests");
  const halves = [python.filter((_, i) => i % 2 === 0), python.filter((_, i) => i % 2 === 1)];
  const interpreter =
    python.length > 0
      ? pythonWith(["requests", "PIL", "IPython"], ["python3-requests", "python3-pil", "python3-ipython"])
      : "";
  const pythonRuns = halves.map(async (half) => {
    if (half.length === 0) return;
    const jobs = half.map((e) => ({
      path: file(e),
      cwd: sandbox.dir,
      stdout: `${file(e)}.out`,
      stderr: `${file(e)}.err`,
    }));
    // The runner bounds each snippet itself (an alarm of TIMEOUT_MS per child); its own deadline only catches a
    // runner that hangs, so it is the sum of those bounds: 2 s a snippet was passed on a machine shared by several
    // suites (load average 18 on 2 cores, 2026-11-28), with no snippet near its own alarm.
    const deadline = TIMEOUT_MS + half.length * TIMEOUT_MS;
    const runner = await exec(interpreter, [PYTHON_RUNNER], sandbox.dir, BASE_ENV, JSON.stringify(jobs), deadline);
    if (runner.exitCode !== 0) {
      const how = runner.exitCode === null ? `was stopped after ${deadline} ms` : `exited with ${runner.exitCode}`;
      throw new Error(`The python snippet runner ${how}: ${runner.stderr}`);
    }
    const codes = JSON.parse(runner.stdout) as number[];
    half.forEach((e, i) => {
      const job = jobs[i]!;
      outcomes.set(e, {
        exitCode: codes[i] ?? null,
        stdout: readFileSync(job.stdout, "utf8"),
        stderr: readFileSync(job.stderr, "utf8"),
      });
    });
  });

  const others = executions.filter((e) => e.client !== "python/requests");
  const otherRuns = pool(others, 3, async (e) => {
    const outcome =
      e.client === "sh/curl"
        ? await exec("bash", ["--norc", "--noprofile", file(e)], sandbox.dir, BASE_ENV)
        : await exec(process.execPath, ["--import", sandbox.preload, file(e)], sandbox.dir, {
            ...BASE_ENV,
            HUBKIT_CAPTURE_PREFIX: e.prefix,
          });
    outcomes.set(e, outcome);
  });

  await Promise.all([...pythonRuns, otherRuns]);
  return executions.map((e) => outcomes.get(e) ?? { exitCode: null, stdout: "", stderr: "not run" });
}
