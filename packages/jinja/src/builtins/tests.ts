/** jinja2's tests (`x is defined`, `x is divisibleby 3` ...), keyed by name. */

import type { CompareOperator } from "../ast.js";
import * as text from "../pytext.js";
import { COMPARE } from "../runtime/operators.js";
import { contains, eq, isIterable, isSequenceLike, mod } from "../runtime/ops.js";
import type { Runtime } from "../runtime/runtime.js";
import { Markup, PyCallable, Undefined, isDict, isFloat, isInt, toNumber, toStr } from "../runtime/values.js";
import { withParams, type Builtin } from "../runtime/args.js";

/** A test of the value alone: jinja2's function `test_<name>(value)`. */
const unary = (name: string, check: (value: unknown, args: unknown[], rt: Runtime) => boolean): [string, Builtin] => [
  name,
  withParams(`test_${name}(value,)`, check),
];

/**
 * The tests that are Python's operator functions (`_operator.eq`) comparing the value with one other: each group
 * lists jinja2's names for one, its function's name first and its operator last.
 */
const OPERATOR_TESTS = "eq equalto ==,ne !=,lt lessthan <,le <=,gt greaterthan >,ge >=".split(",");

/** The tests that need no other table (`filter` and `test` are added beside the filter table). */
export const BASIC_TESTS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  unary("defined", (v) => !(v instanceof Undefined)),
  unary("undefined", (v) => v instanceof Undefined),
  unary("none", (v) => v === null),
  unary("boolean", (v) => typeof v === "boolean"),
  unary("true", (v) => v === true),
  unary("false", (v) => v === false),
  unary("number", (v) => toNumber(v) !== null),
  unary("integer", isInt),
  unary("float", isFloat),
  unary("string", (v) => toStr(v) !== null),
  unary("mapping", isDict),
  unary("iterable", isIterable),
  // len() and __getitem__: str, list, tuple, dict, range, and (quirk) Undefined.
  unary("sequence", isSequenceLike),
  [
    "callable",
    withParams(
      "onearg: callable(obj,)",
      (v: unknown) => v instanceof PyCallable || typeof v === "function" || v instanceof Undefined,
    ),
  ],
  unary("odd", (v, _, rt) => eq(mod(v, 2, rt), 1)),
  unary("even", (v, _, rt) => eq(mod(v, 2, rt), 0)),
  ["divisibleby", withParams("test_divisibleby(value, num)", (v: unknown, [num], rt) => eq(mod(v, num, rt), 0))],
  ...OPERATOR_TESTS.flatMap((group) => {
    const names = group.split(" ");
    const check = COMPARE[names.at(-1) as CompareOperator];
    const test = withParams(`clinic: _operator.${names[0]}(a, b)`, (value: unknown, [other], rt) =>
      check(value, other, rt),
    );
    return names.map((name): [string, Builtin] => [name, test]);
  }),
  ["in", withParams("test_in(value, seq)", (v: unknown, [seq], rt) => contains(seq, v, rt))],
  // test_lower(value): str(value).islower()
  unary("lower", (v, _, rt) => text.isLower(rt.str(v))),
  unary("upper", (v, _, rt) => text.isUpper(rt.str(v))),
  // Python `is`: identity for objects; small ints compare by value as CPython's cache makes them identical.
  [
    "sameas",
    withParams("test_sameas(value, other)", (a: unknown, [b]) =>
      typeof a === "number" && typeof b === "number" ? a === b && Number.isInteger(a) && a >= -5 && a <= 256 : a === b,
    ),
  ],
  unary("escaped", (v) => v instanceof Markup),
]);
