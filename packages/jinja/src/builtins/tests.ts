/** jinja2's tests (`x is defined`, `x is divisibleby 3` ...), keyed by name. */

import type { CompareOperator } from "../ast.js";
import * as text from "../pytext.js";
import { COMPARE } from "../runtime/operators.js";
import { contains, eq, hashableKey, isIterable, isSequenceLike, mod } from "../runtime/ops.js";
import { Markup, PyCallable, Undefined, isDict, isFloat, isInt, toNumber, toStr } from "../runtime/values.js";
import { table, withParams, type Builtin } from "../runtime/args.js";

/** A test of the value alone: jinja2's function `test_<name>(value)` (the table completes the name). */
const UNARY = "test_(value,)";

/**
 * The tests that are Python's operator functions (`_operator.eq`) comparing the value with one other: each group
 * lists jinja2's names for one, its function's name first and its operator last.
 */
const OPERATOR_TESTS = "eq equalto ==,ne !=,lt lessthan <,le <=,gt greaterthan >,ge >=".split(",");

/** `env.filters[value]` (or `env.tests`), undefined where there is none: any hashable value may be asked about. */
export function named(names: ReadonlyMap<string, Builtin>, v: unknown): Builtin | undefined {
  const key = hashableKey(v);
  return typeof key === "string" ? names.get(key) : undefined;
}

/** Every test, keyed by name. */
export const TESTS: ReadonlyMap<string, Builtin> = table({
  defined: [UNARY, (v: unknown) => !(v instanceof Undefined)],
  undefined: [UNARY, (v: unknown) => v instanceof Undefined],
  none: [UNARY, (v: unknown) => v === null],
  boolean: [UNARY, (v: unknown) => typeof v === "boolean"],
  true: [UNARY, (v: unknown) => v === true],
  false: [UNARY, (v: unknown) => v === false],
  number: [UNARY, (v: unknown) => toNumber(v) !== null],
  integer: [UNARY, isInt],
  float: [UNARY, isFloat],
  string: [UNARY, (v: unknown) => toStr(v) !== null],
  mapping: [UNARY, isDict],
  iterable: [UNARY, isIterable],
  // len() and __getitem__: str, list, tuple, dict, range, and (quirk) Undefined.
  sequence: [UNARY, isSequenceLike],
  callable: [
    "onearg: callable(obj,)",
    (v: unknown) => v instanceof PyCallable || typeof v === "function" || v instanceof Undefined,
  ],
  odd: [UNARY, (v: unknown, _, rt) => eq(mod(v, 2, rt), 1)],
  even: [UNARY, (v: unknown, _, rt) => eq(mod(v, 2, rt), 0)],
  divisibleby: ["test_(value, num)", (v: unknown, [num], rt) => eq(mod(v, num, rt), 0)],
  ...Object.fromEntries(
    OPERATOR_TESTS.flatMap((group) => {
      const names = group.split(" ");
      const check = COMPARE[names.at(-1) as CompareOperator];
      const test = withParams(`clinic: _operator.${names[0]}(a, b)`, (value: unknown, [other], rt) =>
        check(value, other, rt),
      );
      return names.map((name): [string, Builtin] => [name, test]);
    }),
  ),
  in: ["test_(value, seq)", (v: unknown, [seq], rt) => contains(seq, v, rt)],
  // test_lower(value): str(value).islower()
  lower: [UNARY, (v: unknown, _, rt) => text.isLower(rt.str(v))],
  upper: [UNARY, (v: unknown, _, rt) => text.isUpper(rt.str(v))],
  // Python `is`: identity for objects; small ints compare by value as CPython's cache makes them identical.
  sameas: [
    "test_(value, other)",
    (a: unknown, [b]) =>
      typeof a === "number" && typeof b === "number" ? a === b && Number.isInteger(a) && a >= -5 && a <= 256 : a === b,
  ],
  escaped: [UNARY, (v: unknown) => v instanceof Markup],
  // Ask the environment's tables for names.
  filter: ["test_(env value,)", (v: unknown, _, rt) => named(rt.env.filters, v) !== undefined],
  test: ["test_(env value,)", (v: unknown, _, rt) => named(rt.env.tests, v) !== undefined],
});
