/** jinja2's tests (`x is defined`, `x is divisibleby 3` ...), keyed by name. */

import * as text from "../pytext.js";
import { compare, contains, eq, isSequenceLike, mod } from "../runtime/ops.js";
import type { Runtime } from "../runtime/runtime.js";
import {
  DictView,
  Markup,
  PyCallable,
  PyIterator,
  Undefined,
  isDict,
  isFloat,
  isInt,
  toNumber,
  toStr,
} from "../runtime/values.js";
import { withParams, type Builtin } from "./args.js";

/** A test comparing its operand with one other value; `name` labels argument errors. */
function against(name: string, check: (value: unknown, other: unknown, rt: Runtime) => boolean): Builtin {
  return withParams(`test '${name}'`, "other", (value: unknown, [other], rt) => check(value, other, rt));
}

/** An ordering test: `op` is the operator Python's error names. */
const ordering = (op: string, check: (c: number) => boolean) =>
  against(op, (v, other, rt) => check(compare(v, other, op, rt)));

const equal = against("eq", eq);
const notEqual = against("ne", (v, other) => !eq(v, other));
const lt = ordering("<", (c) => c < 0);
const le = ordering("<=", (c) => c <= 0);
const gt = ordering(">", (c) => c > 0);
const ge = ordering(">=", (c) => c >= 0);

/** The tests that need no other table (`filter` and `test` are added beside the filter table). */
export const BASIC_TESTS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  ["defined", (v) => !(v instanceof Undefined)],
  ["undefined", (v) => v instanceof Undefined],
  ["none", (v) => v === null],
  ["boolean", (v) => typeof v === "boolean"],
  ["true", (v) => v === true],
  ["false", (v) => v === false],
  ["number", (v) => toNumber(v) !== null],
  ["integer", (v) => isInt(v)],
  ["float", (v) => isFloat(v)],
  ["string", (v) => toStr(v) !== null],
  ["mapping", (v) => isDict(v)],
  ["iterable", (v) => isSequenceLike(v) || v instanceof DictView || v instanceof PyIterator],
  // len() and __getitem__: str, list, tuple, dict, range, and (quirk) Undefined.
  ["sequence", isSequenceLike],
  ["callable", (v) => v instanceof PyCallable || typeof v === "function" || v instanceof Undefined],
  ["odd", (v, _a, _k, rt) => eq(mod(v, 2, rt), 1)],
  ["even", (v, _a, _k, rt) => eq(mod(v, 2, rt), 0)],
  ["divisibleby", withParams("test 'divisibleby'", "num", (v: unknown, [num], rt) => eq(mod(v, num, rt), 0))],
  ["eq", equal],
  ["equalto", equal],
  ["==", equal],
  ["ne", notEqual],
  ["!=", notEqual],
  ["lt", lt],
  ["lessthan", lt],
  ["<", lt],
  ["le", le],
  ["<=", le],
  ["gt", gt],
  ["greaterthan", gt],
  [">", gt],
  ["ge", ge],
  [">=", ge],
  ["in", withParams("test 'in'", "seq", (v: unknown, [seq], rt) => contains(seq, v, rt))],
  ["lower", (v, _a, _k, rt) => text.isLower(rt.str(v))],
  ["upper", (v, _a, _k, rt) => text.isUpper(rt.str(v))],
  // Python `is`: identity for objects; small ints compare by value as CPython's cache makes them identical.
  [
    "sameas",
    against("sameas", (a, b) =>
      typeof a === "number" && typeof b === "number" ? a === b && Number.isInteger(a) && a >= -5 && a <= 256 : a === b,
    ),
  ],
  ["escaped", (v) => v instanceof Markup],
]);
