/** Helpers shared by the server, which makes "Run locally", and the page, which shows it. */
import type { TreeEntry } from "./hub-types.js";

/** A `.gguf` file of a repository's listing: what the GGUF picker offers and local apps' links may name. */
export function isGgufFile(entry: TreeEntry): boolean {
  return entry.type === "file" && /\.gguf$/i.test(entry.path);
}

/** A deep link that opens another app: its own scheme or https, never script or local data (else undefined). */
export function openableHref(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  return /^(?:javascript|data|vbscript|file|blob):$/i.test(url.protocol) ? undefined : url.href;
}
