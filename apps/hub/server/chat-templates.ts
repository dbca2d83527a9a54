import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RealChatTemplate } from "../shared/hub-types.js";
import { LazyPrecompressed, Precompressed } from "./compression.js";

interface IndexEntry {
  file: string;
  model: string;
  source: string;
}

function isIndexEntry(value: unknown): value is IndexEntry {
  const entry = value as Partial<IndexEntry> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.file === "string" &&
    typeof entry.model === "string" &&
    typeof entry.source === "string"
  );
}

/**
 * Reads the corpus folder (fixtures/chat-templates: `index.json` and one `.jinja` file per model),
 * sorted by model id. A malformed index names the entry; a listed file that is missing names the file.
 */
export function readChatTemplates(dir: string): RealChatTemplate[] {
  const indexPath = join(dir, "index.json");
  const index: unknown = JSON.parse(readFileSync(indexPath, "utf8"));
  if (!Array.isArray(index)) throw new Error(`${indexPath}: not a list of templates`);
  return index
    .map((entry: unknown, i) => {
      if (!isIndexEntry(entry) || entry.file.includes("/") || entry.file.includes("\\")) {
        throw new Error(`${indexPath}: entry ${i} needs a plain "file" name, a "model" and a "source"`);
      }
      return { model: entry.model, source: entry.source, template: readFileSync(join(dir, entry.file), "utf8") };
    })
    .sort((a, b) => a.model.localeCompare(b.model));
}

const bodies = new Map<string, LazyPrecompressed>();

/**
 * The corpus as the JSON body of `GET /_hubkit/chat-templates`, serialized and compressed once per process and
 * folder (every playground visit asks for the same 366 KB, 48 KB with brotli), started at once in the background.
 */
export function chatTemplatesBody(dir: string): LazyPrecompressed {
  let body = bodies.get(dir);
  if (body === undefined) {
    body = new LazyPrecompressed(async () =>
      Precompressed.of(JSON.stringify(readChatTemplates(dir)), "application/json"),
    );
    bodies.set(dir, body);
    // Ready before the first playground visit; a failure is reported to the request that asks.
    body.get().catch(() => undefined);
  }
  return body;
}
