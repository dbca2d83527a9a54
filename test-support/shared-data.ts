import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file lives in <root>/test-support). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The shared reference data: `../shared` beside the checkout, as CI lays it out,
 * or wherever HUBKIT_SHARED_DIR points.
 */
export const SHARED_DIR = resolve(process.env.HUBKIT_SHARED_DIR ?? join(REPO_ROOT, "..", "shared"));

/** Absolute path of a file under shared/data, with a clear error when the folder is missing. */
export function sharedDataPath(relative: string): string {
  const path = join(SHARED_DIR, "data", relative);
  if (!existsSync(path)) {
    throw new Error(
      `Reference data not found at ${path}. Tests expect the shared folder beside the checkout (../shared) or HUBKIT_SHARED_DIR.`,
    );
  }
  return path;
}

export function readSharedJson<T>(relative: string): T {
  return JSON.parse(readFileSync(sharedDataPath(relative), "utf8")) as T;
}
