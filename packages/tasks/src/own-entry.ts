/**
 * The value stored under `key` in a lookup table, reading own keys only: keys come from model records
 * (tags, config fields), and one such as `constructor` or `__proto__` must not reach Object.prototype.
 */
export function ownEntry<T>(table: Readonly<Partial<Record<string, T>>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
