/**
 * Global functions every template sees (jinja2's defaults but `lipsum`, see lipsum.ts, plus transformers' two), keyed
 * by name.
 */

import { TemplateLimitError, TemplateRaisedError, TemplateRuntimeError } from "../errors.js";
import { failIfUndefined, notAnInteger, typeError } from "../runtime/fail.js";
import { Cycler, Joiner } from "../runtime/objects.js";
import { copyDict, dictSet, iterate, toIndex } from "../runtime/ops.js";
import { strftime } from "../runtime/strftime.js";
import { typeName } from "../runtime/repr.js";
import type { Runtime } from "../runtime/contract.js";
import { Builtin, Namespace, PyDict, PyRange, isDict, toBigInt, toStr, type Kwargs } from "../runtime/values.js";
import { bind, pyFunction, signature } from "../runtime/args.js";

/** A function written in Python, with the signature `spec` (see args.ts). */
export const pyGlobal = (spec: string, body: (args: unknown[], rt: Runtime) => unknown) =>
  new Builtin("function", `<function ${spec.split("(")[0]}>`, pyFunction(spec, body));

/** A class templates can call (`dict`, `namespace` ...). */
const pyClass = (name: string, fn: (args: unknown[], kwargs: Kwargs | null, rt: Runtime) => unknown) =>
  new Builtin("type", `<class '${name}'>`, fn);

const RANGE = signature("clinic: range(start stop= step=)");

/** jinja2's safe_range(*args): Python's range() with the sandbox's size limit. */
function rangeOf(args: unknown[], rt: Runtime): PyRange {
  bind(RANGE, args, null);
  // Each an int (or the TypeError Python raises), of any size: a bigint past 2^53.
  const n = args.map((v) => {
    const i = toIndex(v);
    if (i === null) throw notAnInteger(v);
    return Number.isSafeInteger(i) ? i : toBigInt(v);
  });
  // One argument is the stop (binding has made sure of at least one).
  const [start = 0, stop = 0, step = 1] = n.length === 1 ? [0, ...n] : n;
  if (step === 0) throw new TemplateRuntimeError("range() arg 3 must not be zero");
  const r = new PyRange(start, stop, step);
  if (r.length > rt.limits.maxRangeLength) {
    throw new TemplateLimitError(
      `Range too big: ${r.length} items, the limit is ${rt.limits.maxRangeLength}`,
      "maxRangeLength",
    );
  }
  return r;
}

const DICT = signature("clinic: dict(mapping=)");

/** Python's dict(...): a mapping or an iterable of pairs, then keywords. */
function entries(args: unknown[], kwargs: Kwargs | null, rt: Runtime): PyDict {
  const [source] = bind(DICT, args, null);
  // dict() asks its argument for `keys`, which an undefined value refuses.
  failIfUndefined(source, rt);
  let out = new PyDict();
  // A mapping is copied whole (linear, as in Python: `dict(d, **kw)` in a loop is no slower than CPython's).
  if (isDict(source)) out = copyDict(source, rt);
  else if (source !== undefined) {
    iterate(source, rt).forEach((pair, i) => {
      let kv: readonly unknown[];
      try {
        kv = iterate(pair, rt);
      } catch {
        throw typeError(`cannot convert dictionary update sequence element #${i} to a sequence`);
      }
      if (kv.length !== 2) {
        throw new TemplateRuntimeError(
          `dictionary update sequence element #${i} has length ${kv.length}; 2 is required`,
        );
      }
      dictSet(out, kv[0], kv[1]);
    });
  }
  if (kwargs !== null) for (const [k, v] of kwargs) dictSet(out, k, v);
  return out;
}

export const GLOBALS: ReadonlyMap<string, Builtin> = new Map(
  Object.entries({
    range: pyGlobal("safe_range(*args)", rangeOf),
    dict: pyClass("dict", entries),
    namespace: pyClass("jinja2.utils.Namespace", (a, k, rt) => new Namespace(entries(a, k, rt))),
    cycler: pyClass(
      "jinja2.utils.Cycler",
      pyFunction("Cycler.__init__(self, *items)", (items) => {
        if (items.length === 0) throw new TemplateRuntimeError("at least one item has to be provided");
        return new Cycler(items);
      }),
    ),
    joiner: pyClass(
      "jinja2.utils.Joiner",
      pyFunction("Joiner.__init__(self, sep=)", ([sep]) => new Joiner(sep ?? ", ")),
    ),
    // transformers' two (Python qualifies their names by the function that defines them).
    raise_exception: pyGlobal("raise_exception(message)", ([message], rt) => {
      throw new TemplateRaisedError(rt.str(message));
    }),
    strftime_now: pyGlobal("strftime_now(format)", ([format], rt) => {
      const f = toStr(format);
      if (f === null) throw typeError(`strftime() argument 1 must be str, not ${typeName(format)}`);
      return strftime(new Date(), f, rt);
    }),
  }),
);
