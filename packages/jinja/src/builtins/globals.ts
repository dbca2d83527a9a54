/** Global functions every template sees (jinja2's defaults plus transformers' two), keyed by name. */

import { TemplateLimitError, TemplateRaisedError, TemplateRuntimeError } from "../errors.js";
import { typeError } from "../runtime/fail.js";
import { Cycler, Joiner } from "../runtime/objects.js";
import { dictItems, dictSet, iterate, toIndex } from "../runtime/ops.js";
import { strftime } from "../runtime/strftime.js";
import type { Runtime } from "../runtime/runtime.js";
import { Builtin, Namespace, PyRange, isDict, toStr, type Kwargs } from "../runtime/values.js";
import { withParams, type BoundBuiltin } from "./args.js";

/** A global function with Python parameters (see Params). */
function globalFn(name: string, spec: string, body: BoundBuiltin): Builtin {
  const run = withParams(`${name}()`, spec, body);
  return new Builtin(name, (args, kwargs, rt) => run(null, args, kwargs, rt));
}

function rangeOf(args: unknown[], kwargs: Kwargs | null, rt: Runtime): PyRange {
  if (kwargs !== null && kwargs.size > 0) throw typeError("range() takes no keyword arguments");
  if (args.length < 1 || args.length > 3) throw typeError(`range expected 1 to 3 arguments, got ${args.length}`);
  const n = args.map((a) => {
    const i = toIndex(a);
    if (i === null) throw typeError(`'${rt.typeName(a)}' object cannot be interpreted as an integer`);
    return i;
  });
  const [start, stop, step] = n.length === 1 ? [0, n[0] as number, 1] : [n[0] as number, n[1] as number, n[2] ?? 1];
  if (step === 0) throw new TemplateRuntimeError("range() arg 3 must not be zero");
  const r = new PyRange(start, stop, step);
  if (r.length > rt.limits.maxRangeLength) {
    throw new TemplateLimitError(`Range too big: ${r.length} items, the limit is ${rt.limits.maxRangeLength}`);
  }
  return r;
}

/** Python's dict(...) / namespace(...) arguments: a mapping or pairs, then keywords. */
function entries(what: string, args: unknown[], kwargs: Kwargs | null, rt: Runtime): Map<unknown, unknown> {
  if (args.length > 1) throw typeError(`${what} expected at most 1 argument, got ${args.length}`);
  const out = new Map<unknown, unknown>();
  const source = args[0];
  if (source !== undefined) {
    const pairs = isDict(source) ? dictItems(source) : iterate(source, rt);
    pairs.forEach((pair, i) => {
      const kv = toStr(pair) !== null ? null : iterate(pair, rt);
      if (kv === null || kv.length !== 2) {
        throw typeError(`dictionary update sequence element #${i} has length ${kv?.length ?? 1}; 2 is required`);
      }
      dictSet(out, kv[0], kv[1]);
    });
  }
  if (kwargs !== null) for (const [k, v] of kwargs) dictSet(out, k, v);
  return out;
}

export const GLOBALS: ReadonlyMap<string, Builtin> = new Map(
  [
    new Builtin("range", rangeOf),
    new Builtin("dict", (a, k, rt) => entries("dict", a, k, rt)),
    new Builtin("namespace", (a, k, rt) => {
      const attrs = new Map<string, unknown>();
      for (const [key, v] of entries("namespace", a, k, rt)) {
        if (typeof key !== "string") throw typeError("keywords must be strings");
        attrs.set(key, v);
      }
      return new Namespace(attrs);
    }),
    globalFn("raise_exception", "message=", (_, [message], rt) => {
      throw new TemplateRaisedError(message === undefined ? "" : rt.str(message));
    }),
    globalFn("strftime_now", "format=", (_, [format], rt) => {
      const f = toStr(format);
      if (f === null) throw typeError(`strftime() argument 1 must be str, not ${rt.typeName(format)}`);
      return strftime(new Date(), f);
    }),
    new Builtin("cycler", (a) => {
      if (a.length === 0) throw typeError("at least one item has to be provided");
      return new Cycler(a);
    }),
    globalFn("joiner", "sep=", (_, [sep]) => new Joiner(sep ?? ", ")),
  ].map((b) => [b.name, b]),
);
