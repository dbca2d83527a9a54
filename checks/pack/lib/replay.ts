import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";

const PRELOAD = `// Loaded with node --import before an example: requests for the hub, the router and provider hosts go to the
// hub app's offline server (HUBKIT_REPLAY_ORIGIN) instead, through the same wrapper the hub's own pages use.
import { createReplayFetch } from "./src/lib/replay-fetch.js";

const origin = process.env.HUBKIT_REPLAY_ORIGIN;
if (!origin) throw new Error("HUBKIT_REPLAY_ORIGIN is not set");
globalThis.fetch = createReplayFetch(globalThis.fetch.bind(globalThis), { origin });
`;

/**
 * Writes a Node preload (for `node --import`) that routes an unmodified script's fetch calls to the replay server.
 * It is the hub app's src/lib/replay-fetch.ts (with shared/replay-protocol.ts), compiled to JavaScript here (type annotations removed, nothing
 * else), so the examples replay exactly as the hub's try-it widgets do. Returns the preload's path.
 */
export function writeReplayPreload(repo: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  // The hub app's files keep their places under apps/hub, so their relative imports hold.
  for (const path of ["src/lib/replay-fetch.ts", "shared/replay-protocol.ts"]) {
    const source = readFileSync(join(repo, "apps", "hub", path), "utf8");
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      fileName: path,
    });
    const out = join(dir, path.replace(/\.ts$/, ".js"));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, outputText);
  }
  const preload = join(dir, "preload.mjs");
  writeFileSync(preload, PRELOAD);
  return preload;
}
