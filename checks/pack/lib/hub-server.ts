import { spawn } from "node:child_process";
import { join } from "node:path";

export interface HubServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  stop(): Promise<void>;
}

/**
 * The hub app's own server (apps/hub/server) in offline mode, on a free loopback port: it answers the hub API from
 * the sample catalogue and replays the recorded provider exchanges (fixtures/provider-tapes). Started the way its
 * `serve` script starts it, through its documented settings (PORT, HOST, HUBKIT_MODE).
 */
export async function startHubServer(repo: string): Promise<HubServer> {
  const tsx = import.meta.resolve("tsx/esm");
  const child = spawn(process.execPath, ["--conditions=@hubkit/source", "--import", tsx, join("server", "main.ts")], {
    cwd: join(repo, "apps", "hub"),
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", HUBKIT_MODE: "offline" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the hub server did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const started = /Hubkit hub on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (started?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(started[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the hub server exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
