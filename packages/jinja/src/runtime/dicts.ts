/** Looking keys up in Python dicts, where equal keys of different types (True, 1, 1.0) are one key. */

import { Markup, PyDict, hashKey } from "./values.js";

export type Dict = Map<unknown, unknown> | Record<string, unknown>;

/** Looks a key up with Python's rules (True, 1 and 1.0 are the same key); `undefined` when missing. */
export function dictGet(d: Dict, key: unknown): unknown {
  if (key instanceof Markup) key = key.s;
  if (!(d instanceof Map)) return typeof key === "string" && Object.hasOwn(d, key) ? d[key] : undefined;
  const v = d.get(key);
  if (v !== undefined || typeof key === "string") return v;
  const stored = storedKey(d, key);
  return stored === undefined ? undefined : d.get(stored);
}

/**
 * The key under which `d` stores a key equal to `key` when that is not `key` itself (True, 1 and 1.0 are one
 * key), or undefined. A dict the engine built is searched only when it holds such odd keys; a Map from the
 * context always is.
 */
export function storedKey(d: Map<unknown, unknown>, key: unknown): unknown {
  const h = hashKey(key);
  if (typeof h !== "number" && typeof h !== "bigint") return undefined;
  if (h !== key && d.has(h)) return h;
  if (!(d instanceof PyDict) || d.odd) for (const k of d.keys()) if (k !== key && hashKey(k) === h) return k;
  return undefined;
}
