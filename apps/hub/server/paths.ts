import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** apps/hub, whatever the working directory. */
export const APP_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const DATA_DIR = join(APP_ROOT, "src", "data");
export const STATIC_DIR = join(APP_ROOT, "dist");
