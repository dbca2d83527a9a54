/**
 * `npm run check:imports` (run by `npm run lint`, so by CI): the repository's dependency-cruiser rules
 * (.dependency-cruiser.cjs) fail on an import cycle and on an import that goes up a layer of this package,
 * type imports with `.js` suffixes included. Each case runs the real command on a small tree laid out like the
 * repository (the rules name paths under packages/inference/src/), in a temporary folder.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** The command the root script runs (`depcruise`), from the root's devDependencies. */
const CLI = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

let tree: string | undefined;
afterEach(() => {
  if (tree !== undefined) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Writes `files` (paths under packages/inference/src/) and runs the check on them. */
function check(files: Record<string, string>): { status: number | null; output: string } {
  tree = mkdtempSync(join(tmpdir(), "import-rules-"));
  copyFileSync(join(ROOT, "tsconfig.base.json"), join(tree, "tsconfig.base.json"));
  for (const [path, text] of Object.entries(files)) {
    const file = join(tree, "packages/inference/src", path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const run = spawnSync(
    process.execPath,
    [CLI, "--config", join(ROOT, ".dependency-cruiser.cjs"), "--no-progress", "packages/inference/src"],
    { cwd: tree, encoding: "utf8" },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A module of the request machinery and one of the provider kit above it. */
const LIB = 'import { PREFIX } from "../utils/text.js";\nexport const shout = (text: string) => PREFIX + text;\n';
const KIT = 'import { shout } from "../lib/loud.js";\nexport const hello = () => shout("hello");\n';
const UTILS = 'export const PREFIX = "!";\n';

describe("npm run check:imports", () => {
  it("passes a tree whose imports run downwards", () => {
    const { status, output } = check({ "utils/text.ts": UTILS, "lib/loud.ts": LIB, "provider-kit/hello.ts": KIT });
    expect(output).toContain("no dependency violations found");
    expect(status).toBe(0);
  });

  it("fails on an upward import, a type import included", () => {
    const upward = 'import type { ProviderTasks } from "../provider-kit/hello.js";\nexport type T = ProviderTasks;\n';
    const { status, output } = check({
      "utils/text.ts": UTILS,
      "lib/loud.ts": LIB,
      "lib/up.ts": upward,
      "provider-kit/hello.ts": "export interface ProviderTasks { readonly size: number }\n",
    });
    expect(output).toContain(
      "inference-layer-lib: packages/inference/src/lib/up.ts → packages/inference/src/provider-kit/hello.ts",
    );
    expect(status).not.toBe(0);
  });

  it("fails on a cycle, even within one layer and through type imports", () => {
    const { status, output } = check({
      "utils/a.ts": 'import type { B } from "./b.js";\nexport interface A { b?: B }\n',
      "utils/b.ts": 'import type { A } from "./a.js";\nexport interface B { a?: A }\n',
    });
    expect(output).toMatch(/no-cycle: packages\/inference\/src\/utils\/[ab]\.ts/);
    expect(status).not.toBe(0);
  });

  it("fails on a module outside every layer, importing or imported", () => {
    const { status, output } = check({
      "utils/text.ts": UTILS,
      "elsewhere/stray.ts": 'import { PREFIX } from "../utils/text.js";\nexport const stray = PREFIX;\n',
      "lib/loud.ts": 'import { stray } from "../elsewhere/stray.js";\nexport const loud = stray;\n',
    });
    expect(output).toContain("inference-layer-unknown: packages/inference/src/elsewhere/stray.ts");
    expect(output).toContain(
      "inference-layer-unknown-imported: packages/inference/src/lib/loud.ts → packages/inference/src/elsewhere/stray.ts",
    );
    expect(status).not.toBe(0);
  });
});
