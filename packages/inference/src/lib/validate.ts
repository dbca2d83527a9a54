/** Small shape predicates used by the response parsers (no schema library: they run on every answer). */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isString(value: unknown): value is string {
  return typeof value === "string";
}

export function isNumber(value: unknown): value is number {
  return typeof value === "number";
}

export function isArrayOf<T>(value: unknown, item: (element: unknown) => element is T): value is T[] {
  return Array.isArray(value) && value.every(item);
}

export function isStringArray(value: unknown): value is string[] {
  return isArrayOf(value, isString);
}

export function isNumberArray(value: unknown): value is number[] {
  return isArrayOf(value, isNumber);
}

/** `{ label: string, score: number }`, the element of every classification output. */
export function isLabelScore(value: unknown): value is { label: string; score: number } {
  return isObject(value) && isString(value.label) && isNumber(value.score);
}

/** A string that parses as an absolute URL. */
export function isUrlString(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
