import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { APP_ROOT } from "../server/paths.js";

/**
 * The hub app's three layers of source: the server (`server/`, Node), the page (`src/`, the browser) and what both
 * use (`shared/`: page-data shapes and checks, the replay protocol, the request the widget and the snippets share).
 * The server and the page never import each other, and `shared/` imports neither, so each side can change without
 * reaching into the other's files.
 */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  server: ["server", "shared"],
  src: ["src", "shared"],
  shared: ["shared"],
};

/** Every TypeScript file of a layer, relative to apps/hub with forward slashes. */
function sourcesOf(layer: string): string[] {
  return readdirSync(join(APP_ROOT, layer), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:ts|tsx)$/.test(entry.name))
    .map((entry) => relative(APP_ROOT, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** The folder of apps/hub a specifier of `file` points into, or undefined for a package (`react`, `@hubkit/...`). */
function targetOf(file: string, specifier: string): string | undefined {
  const path = specifier.replace(/[?#].*$/, "");
  if (path.startsWith("."))
    return relative(APP_ROOT, resolve(APP_ROOT, dirname(file), path))
      .split(sep)
      .join("/");
  // Vite resolves "/..." from the app's root.
  if (path.startsWith("/")) return path.slice(1);
  return undefined;
}

/**
 * The imports of `file` (apps/hub-relative; `text` is its source) that leave what its layer may import: static and
 * dynamic imports, re-exports, `import x = require(...)` and `/// <reference path>`, each as "file: specifier".
 */
function crossingsOf(file: string, text: string): string[] {
  const layer = file.split("/")[0]!;
  const allowed = MAY_IMPORT[layer];
  if (allowed === undefined) throw new Error(`${file} is in none of the layers ${Object.keys(MAY_IMPORT).join(", ")}`);
  const info = ts.preProcessFile(text, true, true);
  return [...info.importedFiles, ...info.referencedFiles].flatMap(({ fileName }) => {
    const target = targetOf(file, fileName);
    if (target === undefined) return [];
    const targetLayer = target.startsWith("../") ? "outside apps/hub" : target.split("/")[0]!;
    return allowed.includes(targetLayer)
      ? []
      : [`${file} imports "${fileName}" (${targetLayer}/): ${layer}/ may import only ${allowed.join("/, ")}/`];
  });
}

describe("the hub app's layers", () => {
  it("server/ and src/ never import each other, and shared/ imports neither", () => {
    const files = Object.keys(MAY_IMPORT).flatMap(sourcesOf);
    // The walk found the layers' files (a wrong root would pass with nothing to check).
    expect(files).toContain("server/app.ts");
    expect(files).toContain("src/main.tsx");
    expect(files).toContain("shared/page-data.ts");
    const crossings = files.flatMap((file) => crossingsOf(file, readFileSync(join(APP_ROOT, file), "utf8")));
    expect(crossings).toEqual([]);
  });

  it("names every kind of crossing with its file and import", () => {
    expect(crossingsOf("server/page-data.ts", 'import { completeModel } from "../src/api.js";')).toEqual([
      'server/page-data.ts imports "../src/api.js" (src/): server/ may import only server/, shared/',
    ]);
    expect(
      crossingsOf("src/pages/ModelPage.tsx", 'import type { LibraryUse } from "../../server/model-uses.js";'),
    ).toEqual([
      'src/pages/ModelPage.tsx imports "../../server/model-uses.js" (server/): src/ may import only src/, shared/',
    ]);
    // A reference directive counts only before the first statement, as TypeScript reads it.
    const shared = [
      '/// <reference path="../../../packages/inference/src/index.ts" />',
      'export { x } from "../src/lib/x.js";',
      'const later = () => import("../server/app.js");',
      'import data = require("../test/fixtures/data.js");',
      'import { fine } from "./hub-types.js";',
      'import { alsoFine } from "@hubkit/inference";',
    ].join("\n");
    expect(crossingsOf("shared/page-data.ts", shared)).toEqual([
      'shared/page-data.ts imports "../src/lib/x.js" (src/): shared/ may import only shared/',
      'shared/page-data.ts imports "../server/app.js" (server/): shared/ may import only shared/',
      'shared/page-data.ts imports "../test/fixtures/data.js" (test/): shared/ may import only shared/',
      'shared/page-data.ts imports "../../../packages/inference/src/index.ts" (outside apps/hub/): shared/ may import only shared/',
    ]);
  });
});
