/** Copy of `o` without the listed keys. */
export function omit<T extends object, K extends keyof T>(o: T, keys: readonly K[] | K): Omit<T, K> {
  const drop: readonly PropertyKey[] = Array.isArray(keys) ? keys : [keys];
  const out: Record<PropertyKey, unknown> = {};
  for (const key of Object.keys(o)) {
    if (!drop.includes(key)) out[key] = (o as Record<string, unknown>)[key];
  }
  return out as Omit<T, K>;
}
