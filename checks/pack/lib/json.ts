import { readFileSync } from "node:fs";

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A JSON file that must hold an object. */
export function readJsonRecord(path: string): JsonRecord {
  const value: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (!isRecord(value)) throw new Error(`${path} does not hold a JSON object`);
  return value;
}

/** Parses JSON that must be an object; `what` names it in the error. */
export function parseRecord(text: string, what: string): JsonRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${what} is not JSON (${reason}): ${text.slice(0, 300)}`, { cause: error });
  }
  if (!isRecord(value)) throw new Error(`${what} is not a JSON object: ${text.slice(0, 300)}`);
  return value;
}
