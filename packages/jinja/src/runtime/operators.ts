/** The binary and comparison operators, by their template spelling. */

import type { BinaryOperator, CompareOperator } from "../ast.js";
import * as ops from "./ops.js";
import type { Runtime } from "./contract.js";

type BinaryFn = (a: unknown, b: unknown, rt: Runtime) => unknown;
export type CompareFn = (a: unknown, b: unknown, rt: Runtime) => boolean;

export const BINARY: Record<BinaryOperator, BinaryFn> = {
  "+": ops.add,
  "-": ops.sub,
  "*": ops.mul,
  "/": ops.div,
  "//": ops.floordiv,
  "%": ops.mod,
  "**": ops.pow,
};

export const COMPARE: Record<CompareOperator, CompareFn> = {
  "==": ops.eq,
  "!=": (a, b, rt) => !ops.eq(a, b, rt),
  "<": (a, b, rt) => ops.compare(a, b, "<", rt) < 0,
  "<=": (a, b, rt) => ops.compare(a, b, "<=", rt) <= 0,
  ">": (a, b, rt) => ops.compare(a, b, ">", rt) > 0,
  ">=": (a, b, rt) => ops.compare(a, b, ">=", rt) >= 0,
  in: (a, b, rt) => ops.contains(b, a, rt),
  "not in": (a, b, rt) => !ops.contains(b, a, rt),
};
