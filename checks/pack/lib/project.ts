import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isRecord, readJsonRecord } from "./json.js";
import type { Tarball } from "./pack.js";
import { run } from "./process.js";

/**
 * `npm install` in `dir`, `--offline`: the tarballs carry everything they need (the only dependency of
 * @hubkit/inference and of @hubkit/gguf, @hubkit/tasks, is one of them), so the registry is never asked.
 */
async function npmInstall(dir: string, specs: readonly string[] = []): Promise<void> {
  await run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--no-package-lock", ...specs], {
    cwd: dir,
    timeoutMs: 180_000,
  });
}

/** A fresh project of the given module type with the four tarballs installed, as a user installs packages. */
export async function freshProject(
  dir: string,
  type: "module" | "commonjs",
  tarballs: readonly Tarball[],
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const manifest = { name: `hubkit-consumer-${type}`, version: "1.0.0", private: true, type };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await npmInstall(
    dir,
    tarballs.map((tarball) => tarball.file),
  );
  return dir;
}

/**
 * A copy of one of the repository's examples as a person who copies it gets it, installed with the tarballs in
 * place of the registry: the @hubkit/* packages its package.json names point at the tarballs, and so does every
 * @hubkit/* package they depend on (an npm override). Its devDependencies (Vite, TypeScript) are the check's own,
 * so the copy drops them instead of fetching them again.
 */
export async function exampleProject(exampleDir: string, dir: string, tarballs: readonly Tarball[]): Promise<string> {
  cpSync(exampleDir, dir, { recursive: true, filter: (source) => !/[/\\](node_modules|dist)([/\\]|$)/.test(source) });
  const manifestPath = join(dir, "package.json");
  const { devDependencies: _tools, dependencies, ...manifest } = readJsonRecord(manifestPath);
  if (!isRecord(dependencies)) throw new Error(`${manifestPath} has no dependencies`);
  const tarballOf = new Map(tarballs.map((tarball) => [tarball.name, `file:${tarball.file}`]));
  const pinned = Object.fromEntries(
    Object.entries(dependencies).map(([name, range]) => [name, tarballOf.get(name) ?? range]),
  );
  const overrides = Object.fromEntries(tarballOf);
  writeFileSync(manifestPath, `${JSON.stringify({ ...manifest, dependencies: pinned, overrides }, null, 2)}\n`);
  await npmInstall(dir);
  return dir;
}
