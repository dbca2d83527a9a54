/** jinja2's tests (`x is defined`, `x is divisibleby 3` ...), keyed by name. */

import * as text from "../pytext.js";
import { compare, contains, eq, mod } from "../runtime/ops.js";
import type { Runtime } from "../runtime/runtime.js";
import {
  DictView,
  Markup,
  PyCallable,
  PyIterator,
  PyRange,
  Undefined,
  isDict,
  isFloat,
  isInt,
  toNumber,
  toStr,
  type Kwargs,
} from "../runtime/values.js";
import { bindRequired } from "./args.js";

export type TestFn = (value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => boolean;

function one(name: string, args: unknown[], kwargs: Kwargs | null): unknown {
  return bindRequired(`test '${name}'`, ["other"], 1, args, kwargs)[0];
}

function comparison(name: string, check: (c: number) => boolean): TestFn {
  return (v, a, k, rt) => check(compare(v, one(name, a, k), name, rt));
}

const equal: TestFn = (v, a, k) => eq(v, one("eq", a, k));
const notEqual: TestFn = (v, a, k) => !eq(v, one("ne", a, k));
const lt = comparison("<", (c) => c < 0);
const le = comparison("<=", (c) => c <= 0);
const gt = comparison(">", (c) => c > 0);
const ge = comparison(">=", (c) => c >= 0);

function iterable(v: unknown): boolean {
  return (
    Array.isArray(v) ||
    toStr(v) !== null ||
    isDict(v) ||
    v instanceof Undefined ||
    v instanceof PyRange ||
    v instanceof DictView ||
    v instanceof PyIterator
  );
}

/** The tests that need no other table (`filter` and `test` are added beside the filter table). */
export const BASIC_TESTS: ReadonlyMap<string, TestFn> = new Map<string, TestFn>([
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
  ["iterable", iterable],
  // len() and __getitem__: str, list, tuple, dict, range, and (quirk) Undefined.
  [
    "sequence",
    (v) => Array.isArray(v) || toStr(v) !== null || isDict(v) || v instanceof PyRange || v instanceof Undefined,
  ],
  ["callable", (v) => v instanceof PyCallable || typeof v === "function" || v instanceof Undefined],
  ["odd", (v, _a, _k, rt) => eq(mod(v, 2, rt), 1)],
  ["even", (v, _a, _k, rt) => eq(mod(v, 2, rt), 0)],
  ["divisibleby", (v, a, k, rt) => eq(mod(v, bindRequired("test 'divisibleby'", ["num"], 1, a, k)[0], rt), 0)],
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
  ["in", (v, a, k, rt) => contains(bindRequired("test 'in'", ["seq"], 1, a, k)[0], v, rt)],
  ["lower", (v, _a, _k, rt) => text.isLower(rt.str(v))],
  ["upper", (v, _a, _k, rt) => text.isUpper(rt.str(v))],
  ["sameas", (v, a, k) => sameAs(v, one("sameas", a, k))],
  ["escaped", (v) => v instanceof Markup],
]);

/** Python `is`: identity for objects; small values compare by value as CPython's caches make them identical. */
function sameAs(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return a === b && Number.isInteger(a) && a >= -5 && a <= 256;
  return a === b;
}
