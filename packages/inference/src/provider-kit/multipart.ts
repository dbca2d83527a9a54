/**
 * multipart/form-data bodies, for providers whose upload routes take a file part next to plain fields
 * (OpenAI-style `/audio/transcriptions`). A helper opts in with `HelperSpec.formBody`; the request builder
 * then sends a FormData instead of the raw file, with no Content-Type of its own so that fetch writes the
 * boundary. Only the modules that use it bundle it.
 */
import type { JsonObject } from "../utils/schema.js";

/** How a helper's multipart body is made: the file part, and the fields from the helper's payload. */
export type FormBody = (fields: JsonObject, file: Blob) => FormData;

/**
 * A FormData body: `file` under `fileField` (named by `fileName` from its content type), then one field per
 * payload entry. Strings go as they are, numbers and booleans as text, a list of plain values as repeated
 * `name[]` fields (the OpenAI convention, e.g. `timestamp_granularities[]`), anything else as JSON;
 * undefined and null are left out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function formBody(fileField: string, fileName: (type: string) => string): FormBody {
  return (fields, file) => {
    const form = new FormData();
    form.append(fileField, file, fileName(file.type));
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value) && value.every(isPlain)) {
        for (const item of value) form.append(`${key}[]`, String(item));
      } else {
        form.append(key, isPlain(value) ? String(value) : JSON.stringify(value));
      }
    }
    return form;
  };
}

function isPlain(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
