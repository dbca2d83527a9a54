/**
 * The pack check: what a user gets from the four packages. Packs them with `npm pack`, installs the tarballs into
 * fresh projects outside the repository, then checks ES module import, CommonJS require (Node and Jest), the types
 * under every module resolution, a Vite build in chromium, tree-shaking, and runs the examples offline against the
 * recorded provider exchanges. Needs a built repository (`npm ci`); offline except for `npm ci` of its own tools.
 *
 *   npm run check --prefix checks/pack [-- [--keep] [--prebuilt]]
 *
 * --keep leaves the temporary projects for a look; --prebuilt packs the packages as they are built (CI, right after
 * its build step) instead of letting npm pack's prepack build them again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser } from "playwright-core";
import { launchChromium } from "./lib/browser.js";
import { isRecord } from "./lib/json.js";
import { startHubServer, type HubServer } from "./lib/hub-server.js";
import { packAll } from "./lib/pack.js";
import { freshProject } from "./lib/project.js";
import { run } from "./lib/process.js";
import { writeReplayPreload } from "./lib/replay.js";
import { Report, StopError } from "./lib/report.js";
import { browserBuild, treeShaking } from "./steps/browser.js";
import { browserChat, chatTemplate, ggufHeader, nodeChatStream } from "./steps/examples.js";
import { commonjsRequire, esmImport, jestRequire } from "./steps/runtime.js";
import { checkTarballs } from "./steps/tarballs.js";
import { TYPE_MODES, prepareTypeConsumers, typecheck } from "./steps/types.js";

const HERE = import.meta.dirname;
const REPO = resolve(HERE, "..", "..");
const keep = process.argv.includes("--keep");
const prebuilt = process.argv.includes("--prebuilt");
const require = createRequire(import.meta.url);
const TSC = require.resolve("typescript/bin/tsc");
const COMPILERS = { typescript: TSC, "typescript-5": require.resolve("typescript-5/bin/tsc") };
const compilerVersion = (name: keyof typeof COMPILERS): string => {
  const manifest: unknown = require(`${name}/package.json`);
  return isRecord(manifest) && typeof manifest.version === "string" ? manifest.version : name;
};
const JEST = require.resolve("jest/bin/jest");

const work = mkdtempSync(join(tmpdir(), "hubkit-pack-"));
const report = new Report();
let hub: HubServer | undefined;
let browser: Browser | undefined;

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new StopError("a required step");
  return value;
}

try {
  process.stdout.write(`work directory: ${work}\n`);
  await report.step(
    "the check's own sources type-check",
    () => run(process.execPath, [TSC, "-p", HERE], { cwd: HERE }),
    {
      required: true,
    },
  );
  const tarballs = required(
    await report.step(
      prebuilt ? "npm pack (of the packages as built)" : "npm pack (prepack builds each package)",
      () => packAll(REPO, join(work, "tarballs"), prebuilt),
      {
        required: true,
        detail: (list) => list.map((t) => `${t.name}@${t.version}`).join(", "),
      },
    ),
  );
  await report.step("tarball contents and metadata", () => checkTarballs(REPO, tarballs), { detail: (d) => d });
  const esmProject = required(
    await report.step(
      "install the tarballs into a fresh ES module project",
      () => freshProject(join(work, "esm-app"), "module", tarballs),
      { required: true },
    ),
  );
  const cjsProject = required(
    await report.step(
      "install the tarballs into a fresh CommonJS project",
      () => freshProject(join(work, "cjs-app"), "commonjs", tarballs),
      { required: true },
    ),
  );

  const inferenceVersion = tarballs.find((tarball) => tarball.name === "@hubkit/inference")?.version ?? "(not packed)";
  const esm = await report.step(
    "ESM: import every entry point and use it",
    () => esmImport(esmProject, inferenceVersion),
    {
      detail: (r) => `${Object.keys(r.entries).length} entry points`,
    },
  );
  await report.step(
    "CommonJS: require every entry point in Node and use it",
    () => commonjsRequire(cjsProject, esm, inferenceVersion),
    {
      detail: (r) => `${Object.keys(r.entries).length} entry points, same exports and results as ESM`,
    },
  );
  await report.step(
    "CommonJS: Jest (CommonJS mode, no transform)",
    () => jestRequire(cjsProject, JEST, esm, inferenceVersion),
    {
      detail: (d) => d,
    },
  );

  prepareTypeConsumers(esmProject);
  prepareTypeConsumers(cjsProject);
  for (const mode of TYPE_MODES) {
    const project = mode.project === "esm" ? esmProject : cjsProject;
    await report.step(
      `TypeScript ${compilerVersion(mode.compiler)} ${mode.name} (strict, skipLibCheck false)`,
      () => typecheck(project, mode, COMPILERS[mode.compiler]),
      { detail: (d) => d },
    );
  }

  hub = await report.step("start the hub app's offline replay server", () => startHubServer(REPO), {
    detail: (h) => h.origin,
  });
  browser = await report.step("launch chromium", () => launchChromium());
  const context = { repo: REPO, work, tarballs };
  if (hub !== undefined && browser !== undefined) {
    const replayOrigin = hub.origin;
    const chromium = browser;
    await report.step(
      "Vite browser build of the four packages, run in chromium",
      () => browserBuild(esmProject, chromium, replayOrigin),
      { detail: (d) => d },
    );
    await report.step(
      "tree-shaking: chatCompletion through core with one provider",
      () => treeShaking(esmProject, chromium, replayOrigin),
      { detail: (d) => d },
    );
    await report.step(
      "example browser-chat (Vite, chromium)",
      () => browserChat(context, chromium, replayOrigin, TSC),
      { detail: (d) => d },
    );
  }
  if (hub !== undefined) {
    const preload = writeReplayPreload(REPO, join(work, "replay-preload"));
    const replayOrigin = hub.origin;
    await report.step("example node-chat-stream", () => nodeChatStream(context, preload, replayOrigin), {
      detail: (d) => d,
    });
  }
  await report.step("example chat-template", () => chatTemplate(context), { detail: (d) => d });
  await report.step("example gguf-header", () => ggufHeader(context), { detail: (d) => d });
} catch (error) {
  if (!(error instanceof StopError)) throw error;
  process.stdout.write(`\n${error.message}\n`);
} finally {
  await browser?.close();
  await hub?.stop();
  if (keep) process.stdout.write(`\nkept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
}

process.stdout.write(`\n=== pack check summary\n${report.summary()}\n`);
if (report.failed > 0) process.exitCode = 1;
