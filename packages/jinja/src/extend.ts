/**
 * A filter, test or global function from a plain JavaScript function, called as the built-ins are: its arguments
 * are bound to the parameters of a Python signature and checked with CPython's wording
 * (`shout() takes from 1 to 2 positional arguments but 3 were given`).
 *
 * A signature is the function's name and its parameters as Python writes them: `"shout(value, times=)"`. A name
 * ending in `=` is optional (a default written after it is documentation only: the JavaScript function receives
 * `undefined` and its own default applies), `*rest` takes any further positional arguments, a `/` makes those
 * before it positional-only. A filter's or test's first parameter is the value it applies to.
 */

import { TemplateError, TemplateRuntimeError } from "./errors.js";
import { bind, userSignature, type Builtin } from "./runtime/args.js";
import { Builtin as Callable } from "./runtime/values.js";

/** `"name(a, b=)"` split into its words: `["a", "b="]`. */
type Words<S extends string> = S extends `${infer A},${infer B}`
  ? [...Words<A>, ...Words<B>]
  : S extends `${infer A} ${infer B}`
    ? [...Words<A>, ...Words<B>]
    : S extends ""
      ? []
      : [S];

type Parameters_<W extends unknown[]> = W extends [infer H, ...infer T]
  ? H extends "/"
    ? Parameters_<T>
    : H extends `*${string}`
      ? unknown[]
      : H extends `${string}=${string}`
        ? [arg?: unknown, ...Parameters_<T>]
        : [unknown, ...Parameters_<T>]
  : [];

/** The JavaScript parameters a signature gives a function: `"f(a, b=, *c)"` is `[a: unknown, b?: unknown, ...c]`. */
export type SignatureParameters<S extends string> = S extends `${string}(${infer P})` ? Parameters_<Words<P>> : never;

/** The name and the parameter list of a signature. */
function parts(spec: string): [string, string] {
  const m = /^\s*([\w.]+)\s*\((.*)\)\s*$/s.exec(spec);
  if (m === null)
    throw new TemplateError(`Expected a signature such as "name(value, arg=)", got ${JSON.stringify(spec)}`);
  return [m[1] as string, m[2] as string];
}

/** Calls `fn`; what it throws becomes a template error naming it (template errors pass through). */
function guarded<T>(kind: string, name: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof TemplateError) throw error;
    const wrapped = new TemplateRuntimeError(
      `${kind} '${name}' failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    wrapped.cause = error;
    throw wrapped;
  }
}

/** A JavaScript result as a template value: `undefined` is None. */
const value = (v: unknown): unknown => (v === undefined ? null : v);

function applied<S extends string>(kind: string, spec: S, fn: (...args: SignatureParameters<S>) => unknown): Builtin {
  const [name, params] = parts(spec);
  const sig = userSignature(name, params, 1);
  const call = fn as (...args: unknown[]) => unknown;
  return (operand, args, kwargs) => {
    const bound = bind(sig, args, kwargs);
    return value(guarded(kind, name, () => call(operand, ...bound)));
  };
}

/**
 * A filter: `env.filters.set("shout", defineFilter("shout(value, times=)", (value, times = 1) => ...))`. The
 * function receives the filtered value and the arguments as the engine holds them (see the package README).
 */
export function defineFilter<S extends string>(
  signature: S,
  fn: (...args: SignatureParameters<S>) => unknown,
): Builtin {
  return applied("Filter", signature, fn);
}

/** A test: `env.tests.set("prime", defineTest("prime(n)", (n) => ...))`, used as `{% if x is prime %}`. */
export function defineTest<S extends string>(signature: S, fn: (...args: SignatureParameters<S>) => boolean): Builtin {
  return applied("Test", signature, fn);
}

/** A function templates call: `env.globals.set("greet", defineFunction("greet(name, greeting=)", (n, g) => ...))`. */
export function defineFunction<S extends string>(
  signature: S,
  fn: (...args: SignatureParameters<S>) => unknown,
): Callable {
  const [name, params] = parts(signature);
  const sig = userSignature(name, params, 0);
  const call = fn as (...args: unknown[]) => unknown;
  return new Callable("function", `<function ${name}>`, (args, kwargs) => {
    const bound = bind(sig, args, kwargs);
    return value(guarded("Function", name, () => call(...bound)));
  });
}
