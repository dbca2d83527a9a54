/**
 * The sandbox boundary: attribute access, subscripts and calls. Templates reach nothing but
 * dict entries, list items, the engine's own methods and objects, and functions the context passed in.
 */

import { TemplateError, TemplateRuntimeError } from "../errors.js";
import { failIfUndefined, typeError, undefinedError } from "./fail.js";
import { dictGet } from "./dicts.js";
import { codePoints, hasSurrogates, toIndex } from "./ops.js";
import { typeName } from "./repr.js";
import type { Runtime } from "./contract.js";
import {
  Builtin,
  Markup,
  PyCallable,
  PyObject,
  PyRange,
  Undefined,
  isDict,
  isPlainDict,
  toStr,
  tupleFields,
  type Kwargs,
} from "./values.js";

/** Attributes every Python object (so jinja2's Undefined) has; others raise on an undefined value. */
const OBJECT_DUNDERS = new Set(
  "class doc init new repr str eq ne lt le gt ge hash bool len iter call getattr getattribute getitem setattr delattr module slots reduce reduce_ex format sizeof dir init_subclass subclasshook add radd sub mul"
    .split(" ")
    .map((n) => `__${n}__`),
);

function unsafe(obj: unknown, name: string): Undefined {
  return new Undefined(`access to attribute '${name}' of '${typeName(obj)}' object is unsafe.`, name, obj, true);
}

/** The attribute part of a lookup (methods and engine-object attributes); undefined when absent. */
export function attribute(obj: unknown, name: string, rt: Runtime): unknown {
  if (obj instanceof PyObject) {
    if (name.startsWith("_")) return unsafe(obj, name);
    const own = obj.getattr(name, rt);
    if (own !== undefined || !(obj instanceof PyRange)) return own;
  } else if (name.startsWith("__")) return unsafe(obj, name);
  if (Array.isArray(obj)) {
    const fields = tupleFields(obj);
    const i = fields === undefined ? -1 : fields.indexOf(name);
    if (i >= 0) return obj[i];
  }
  const methods = rt.env.methods;
  const method = methods.find(obj, name);
  if (method !== null) {
    return new Builtin(
      "builtin_function_or_method",
      `<built-in method ${name} of ${typeName(obj)} object>`,
      (args, kwargs, callRuntime) => methods.call(method, obj, name, args, kwargs, callRuntime),
    );
  }
  if (methods.isUnsafe(obj, name)) return unsafe(obj, name);
  return undefined;
}

/** `d.name` for a context dict and a name that is no dict attribute: the item, or undefined. */
export function dictAttribute(obj: Record<string, unknown>, name: string): unknown {
  const v = dictGet(obj, name);
  return v === undefined ? new Undefined(null, name, obj) : v;
}

/** `obj.name`: attribute first, then item (jinja2's Environment.getattr). */
export function getattr(obj: unknown, name: string, rt: Runtime): unknown {
  // Fast path for context dicts: only a few names are methods.
  if (isPlainDict(obj) && !rt.env.methods.isDictAttribute(name) && !name.startsWith("__")) {
    return dictAttribute(obj, name);
  }
  if (obj instanceof Undefined) {
    // Python attributes of the Undefined object itself (__class__ ...) exist, so the sandbox refuses them quietly.
    if (OBJECT_DUNDERS.has(name)) return unsafe(obj, name);
    throw undefinedError(obj, rt);
  }
  const attr = attribute(obj, name, rt);
  if (attr !== undefined) return attr;
  if (isDict(obj)) {
    const v = dictGet(obj, name);
    if (v !== undefined) return v;
  }
  return new Undefined(null, name, obj);
}

/** `obj[key]`: item first, then attribute for string keys (jinja2's Environment.getitem). */
export function getitem(obj: unknown, key: unknown, rt: Runtime): unknown {
  if (Array.isArray(obj)) {
    const i = toIndex(key);
    // at() counts a negative index from the end, as Python does.
    const v = i === null ? undefined : obj.at(i);
    if (v !== undefined) return v;
  } else if (isDict(obj)) {
    if (!Array.isArray(key) && !isDict(key)) {
      const v = dictGet(obj, key);
      if (v !== undefined) return v;
    }
  } else if (obj instanceof Undefined) {
    throw undefinedError(obj, rt);
  } else {
    const s = toStr(obj);
    const i = toIndex(key);
    if (s !== null && i !== null) {
      // A string is indexed by UTF-16 unit, so one with surrogate pairs is split into code points first.
      const ch = (hasSurrogates(s) ? codePoints(s) : s).at(i);
      if (ch !== undefined) return obj instanceof Markup ? new Markup(ch) : ch;
    } else if (obj instanceof PyRange && i !== null) {
      const j = i < 0 ? i + obj.length : i;
      if (j >= 0 && j < obj.length) return obj.at(j);
    }
  }
  const name = toStr(key);
  if (name !== null) {
    const attr = attribute(obj, name, rt);
    if (attr !== undefined) return attr;
  }
  return new Undefined(null, key, obj);
}

/** Calls a template-reachable callable: engine callables, or functions the caller put in the context. */
export function callValue(fn: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown {
  if (fn instanceof PyCallable) return fn.call(args, kwargs, rt);
  if (typeof fn === "function") {
    const jsArgs = kwargs !== null && kwargs.size > 0 ? [...args, Object.fromEntries(kwargs)] : args;
    try {
      const result: unknown = (fn as (...a: unknown[]) => unknown)(...jsArgs);
      return result === undefined ? null : result;
    } catch (error) {
      if (error instanceof TemplateError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new TemplateRuntimeError(`Context function '${fn.name || "anonymous"}' failed: ${message}`);
    }
  }
  failIfUndefined(fn, rt);
  throw typeError(`'${typeName(fn)}' object is not callable`);
}

/** `obj.name(args)` without building a bound method for the common case. */
export function callAttribute(
  obj: unknown,
  name: string,
  args: unknown[],
  kwargs: Kwargs | null,
  rt: Runtime,
): unknown {
  const methods = rt.env.methods;
  const method = methods.find(obj, name);
  if (method !== null) return methods.call(method, obj, name, args, kwargs, rt);
  return callValue(getattr(obj, name, rt), args, kwargs, rt);
}
