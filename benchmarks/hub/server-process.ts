/**
 * The hub server in a child process of its own (serve.ts), for the benchmarks (load.ts, relay-attacks.ts,
 * page-load.ts): this commit's, or an older commit's apps/hub extracted with git archive (`--compare <commit>`).
 */
import { execFileSync, fork, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MemoryReport } from "./serve.js";

const HERE = dirname(fileURLToPath(import.meta.url));

export interface Server {
  origin: string;
  child: ChildProcess;
  memory(collect: boolean): Promise<MemoryReport>;
  stop(): Promise<void>;
}

/** A version of the server: this commit's, or an older commit's apps/hub (and its build and fixtures). */
export interface Version {
  label: string;
  /** The module serve.ts imports createApp from (undefined: this commit's). */
  appModule?: string;
  /** The built front end it serves (undefined: this commit's build). */
  staticDir?: string;
  /** The fixtures folder it reads (undefined: this commit's). */
  dataDir?: string;
}

/** The folders of apps/hub the server's code lives in at `sha`: server/ and src/, and shared/ since it came. */
const SOURCE_FOLDERS = ["apps/hub/server", "apps/hub/shared", "apps/hub/src"];

/** Extracts `commit`'s apps/hub (server and page sources) under node_modules/.cache, where imports still resolve. */
export function olderVersion(commit: string): Version {
  const root = join(HERE, "../..");
  const sha = execFileSync("git", ["rev-parse", "--short", `${commit}^{commit}`], { cwd: root, encoding: "utf8" });
  const short = sha.trim();
  const dir = join(root, "node_modules/.cache/hubkit-bench", short);
  mkdirSync(dir, { recursive: true });
  const present = execFileSync("git", ["ls-tree", "--name-only", short, "apps/hub/"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((path) => SOURCE_FOLDERS.includes(path));
  const archive = execFileSync("git", ["archive", short, ...present], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  return { label: `before (${short})`, appModule: join(dir, "apps/hub/server/app.ts") };
}

/** Starts serve.ts with `env` added to this process's environment (its BENCH_* settings). */
export function startServer(env: Record<string, string>, version: Version = { label: "this commit" }): Promise<Server> {
  const child = fork(join(HERE, "serve.ts"), [], {
    execArgv: ["--import", "tsx", "--conditions=@hubkit/source", "--expose-gc"],
    env: {
      ...process.env,
      ...env,
      ...(version.appModule !== undefined && { BENCH_APP_MODULE: version.appModule }),
      ...(version.staticDir !== undefined && { BENCH_STATIC_DIR: version.staticDir }),
      ...(version.dataDir !== undefined && { BENCH_DATA_DIR: version.dataDir }),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} before listening`)));
    child.on("message", function listening(message: unknown) {
      const { type, port } = message as { type?: string; port?: number };
      if (type !== "listening") return;
      child.off("message", listening);
      child.removeAllListeners("exit");
      resolve({
        origin: `http://127.0.0.1:${port}`,
        child,
        memory: (collect) =>
          new Promise((done) => {
            child.on("message", function reply(answer: unknown) {
              if ((answer as { type?: string }).type !== "memory") return;
              child.off("message", reply);
              done(answer as MemoryReport);
            });
            child.send({ type: "memory", collect });
          }),
        // The server closes once its connections have; one stuck in an attack is ended after 5 s.
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            const kill = setTimeout(() => child.kill("SIGKILL"), 5000);
            child.once("exit", () => {
              clearTimeout(kill);
              done();
            });
            child.disconnect();
          }),
      });
    });
  });
}
