/**
 * Schemas of provider answers: one declaration gives the runtime check and the TypeScript type.
 * The builders are marked `@__NO_SIDE_EFFECTS__`, for the bundlers that honour it across modules (Rollup):
 * a schema nothing uses is then left out. Module-level schemas that a bundle may not need carry
 * `/* @__PURE__ *\/` at their declaration, which every bundler honours (tasks/table.ts).
 *
 *   const answer = object({ images: array(object({ url: string })) });
 *   type Answer = Infer<typeof answer>; // { images: { url: string }[] }
 *   if (answer(value)) value.images[0]?.url; // checked, typed
 *
 * A schema is a type guard, nothing more: checks run on every answer, so they are plain functions without
 * error paths or allocation, and the whole builder costs about 530 bytes gzipped (a schema library would
 * cost several kilobytes, more than the core client's chat path). Objects are open: fields a schema does
 * not name are kept and not checked, as providers add fields freely.
 */

/** A runtime check that is also the type it checks. */
export type Schema<T> = (value: unknown) => value is T;

/** The type a schema checks. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

/** A schema whose field may be absent from its object (see `optional`). */
export type OptionalSchema<T> = Schema<T | undefined> & { readonly optional: true };

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { readonly optional: true } ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] };

/** The object type of a shape: fields of optional schemas are optional. */
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const string: Schema<string> = (value): value is string => typeof value === "string";
export const number: Schema<number> = (value): value is number => typeof value === "number";
export const blob: Schema<Blob> = (value): value is Blob => value instanceof Blob;
/** A string that parses as an absolute URL. */
export const url: Schema<string> = (value): value is string => {
  if (typeof value !== "string") return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};
/** Any array, its items unchecked. */
export const anyArray: Schema<unknown[]> = (value): value is unknown[] => Array.isArray(value);
/** Any JSON object, unchecked inside. */
export const anyObject: Schema<JsonObject> = isObject;
/** Anything: for fields that are passed on untouched. */
export const unknown: Schema<unknown> = (_value): _value is unknown => true;

/** One of the given string values. */
/* @__NO_SIDE_EFFECTS__ */
export function literal<const L extends string>(...values: readonly L[]): Schema<L> {
  return (value): value is L => values.some((candidate) => candidate === value);
}

/* @__NO_SIDE_EFFECTS__ */
export function array<T>(item: Schema<T>): Schema<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(item);
}

/** An array whose first element passes `item` (the answer's first result is the one used). */
/* @__NO_SIDE_EFFECTS__ */
export function first<T>(item: Schema<T>): Schema<[T, ...unknown[]]> {
  return (value): value is [T, ...unknown[]] => Array.isArray(value) && item(value[0]);
}

/** Either schema. */
/* @__NO_SIDE_EFFECTS__ */
export function either<A, B>(a: Schema<A>, b: Schema<B>): Schema<A | B> {
  return (value): value is A | B => a(value) || b(value);
}

/* @__NO_SIDE_EFFECTS__ */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value): value is T | null => value === null || schema(value);
}

/** A field that may be absent (or undefined). */
/* @__NO_SIDE_EFFECTS__ */
export function optional<T>(schema: Schema<T>): OptionalSchema<T> {
  const check = (value: unknown): value is T | undefined => value === undefined || schema(value);
  return Object.assign(check, { optional: true as const });
}

/** An object with (at least) these fields. */
/* @__NO_SIDE_EFFECTS__ */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  const keys = Object.keys(shape);
  const checks = keys.map((key) => shape[key] as Schema<unknown>);
  // Plain loops over arrays made once: answers (and every event of a chat stream) go through these.
  return (value): value is ObjectOf<S> => {
    if (!isObject(value)) return false;
    for (let i = 0; i < keys.length; i++) if (!(checks[i] as Schema<unknown>)(value[keys[i] as string])) return false;
    return true;
  };
}

/**
 * An answer the client returns as the provider sent it, typed as the task's output type `T`, when the
 * output type promises more than can be checked (chat completions: every provider adds or omits fields,
 * and 3.8.1 accepts a missing `system_fingerprint` its type requires). Only fields of `T` can be listed,
 * so a misspelled field does not compile; the fields not listed are trusted, which is what the task
 * output's own declaration says.
 */
/* @__NO_SIDE_EFFECTS__ */
export function outputOf<T>(shape: { readonly [K in keyof T]?: Schema<unknown> }): Schema<T> {
  const fields: Shape = {};
  const entries: Array<[string, Schema<unknown> | undefined]> = Object.entries(shape);
  for (const [key, check] of entries) if (check !== undefined) fields[key] = check;
  const check = object(fields);
  return (value): value is T => check(value);
}

/**
 * Accepts anything as `T`: only for the deprecated raw calls (`request<T>`, `streamingRequest<T>`), where
 * the caller names the type of an answer the client knows nothing about; unchecked by design, as in 3.8.1.
 */
/* @__NO_SIDE_EFFECTS__ */
export function unchecked<T>(): Schema<T> {
  return (_value): _value is T => true;
}
