/**
 * A catalogue table's entry (pipelines, tasks, libraries, widgets) for a key that comes from an address or a model
 * record. Only the table's own keys count: "constructor" or "__proto__" is an unknown key, not an Object built-in.
 */
export function ownEntry<T>(table: Readonly<Partial<Record<string, T>>>, key: string | undefined): T | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
