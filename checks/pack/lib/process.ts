import { spawn } from "node:child_process";

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Killed (and reported) after this long. */
  timeoutMs?: number;
  input?: string;
}

export interface Finished {
  /** null when killed. */
  code: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
}

/** The last lines of a command's output, for an error message that shows what went wrong without flooding. */
export function tail(text: string, lines = 40): string {
  const all = text.trimEnd().split("\n");
  return (all.length > lines ? ["...", ...all.slice(-lines)] : all).join("\n");
}

/** Runs a command to completion and reports how it ended; rejects only when it cannot start. */
export function runToEnd(command: string, args: readonly string[], options: RunOptions): Promise<Finished> {
  const { cwd, env = process.env, timeoutMs = 300_000, input } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${[command, ...args].join(" ")} (in ${cwd}) could not start: ${error.message}`));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, stdout, stderr });
    });
    // A command that exits without reading its input closes the pipe first: its exit status says how it ended.
    child.stdin.on("error", () => undefined);
    child.stdin.end(input ?? "");
  });
}

/** Runs a command to completion; rejects with the end of its output when it fails or times out. */
export async function run(command: string, args: readonly string[], options: RunOptions): Promise<Finished> {
  const finished = await runToEnd(command, args, options);
  if (finished.code === 0) return finished;
  const why = finished.timedOut
    ? `was killed after ${options.timeoutMs ?? 300_000} ms`
    : `exited with ${finished.code}`;
  throw new Error(
    `${[command, ...args].join(" ")} (in ${options.cwd}) ${why}\n${tail(finished.stdout + finished.stderr)}`,
  );
}
