import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file lives in <root>/test-support). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The reference data every test reads: `fixtures/` in the repository (see fixtures/README.md). */
export const FIXTURES_DIR = join(REPO_ROOT, "fixtures");

/** Absolute path of a file under fixtures/, with an error naming the file when it is missing. */
export function fixturePath(relative: string): string {
  const path = join(FIXTURES_DIR, relative);
  if (!existsSync(path)) throw new Error(`Fixture not found: fixtures/${relative} (${path}). See fixtures/README.md.`);
  return path;
}

export function readFixtureJson<T>(relative: string): T {
  return JSON.parse(readFileSync(fixturePath(relative), "utf8")) as T;
}
