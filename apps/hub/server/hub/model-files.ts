import type { TreeEntry } from "../../shared/hub-types.js";
import type { FilesFact } from "./model-facts.js";

/**
 * `tree/main` of the local hub: a repository's own listing as it was read from the hub (fixtures/hub/model-facts.json,
 * with its source and day), sorted as the hub sorts it (directories first, then by path). A file's size is in bytes
 * where the source gave them, else `sizeText`, the hub page's rounded text; object ids were not read, so entries
 * carry none. A repository without a sourced listing has no
 * `tree/main` here at all (the caller answers the hub's 404).
 */
export function treeOf(listing: FilesFact): TreeEntry[] {
  const entries = listing.entries.map((entry): TreeEntry => {
    if (entry.type === "directory") return { type: "directory", path: entry.path, size: 0 };
    if ("size" in entry) return { type: "file", path: entry.path, size: entry.size };
    if ("sizeText" in entry) return { type: "file", path: entry.path, sizeText: entry.sizeText };
    return { type: "file", path: entry.path };
  });
  return entries.sort((a, b) =>
    a.type === b.type ? (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) : a.type === "directory" ? -1 : 1,
  );
}
