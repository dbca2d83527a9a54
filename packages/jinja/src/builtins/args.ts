/** Binding Python-style call arguments (positional, then keyword) to named parameters. */

import { TemplateRuntimeError } from "../errors.js";
import type { Runtime } from "../runtime/runtime.js";
import { PyIterator, type Kwargs } from "../runtime/values.js";

/** How a filter, test or method is called: its operand (or `self`), then the call's arguments. */
export type Builtin = (value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => unknown;

/** A built-in's body once its arguments are bound: one value per parameter, `undefined` where not given. */
export type BoundBuiltin = (value: never, args: unknown[], rt: Runtime) => unknown;

/**
 * Parameters written as in a Python signature: names in order, `name=` for an optional one
 * ("old new count=": two required, one optional), and a final "/" when none may be passed by keyword.
 */
export interface Params {
  names: readonly string[];
  required: number;
  positionalOnly: boolean;
}

export function params(spec: string): Params {
  const words = spec.split(" ").filter((w) => w !== "" && w !== "/");
  return {
    names: words.map((w) => w.replace("=", "")),
    required: words.filter((w) => !w.endsWith("=")).length,
    positionalOnly: spec.endsWith("/"),
  };
}

const EMPTY: unknown[] = [];

/**
 * Returns one value per parameter (`undefined` where not given); fails like Python on too many arguments,
 * unknown or repeated keywords and missing required ones. `what` names the callable, e.g. "filter 'join'".
 */
export function bind(what: string, p: Params, args: readonly unknown[], kwargs: Kwargs | null): unknown[] {
  const fail = (problem: string) => new TemplateRuntimeError(`${what} ${problem}`);
  const { names } = p;
  if (args.length > names.length) throw fail(`takes at most ${names.length} argument(s) (${args.length} given)`);
  let out = args as unknown[];
  if (kwargs !== null && kwargs.size > 0) {
    out = args.slice();
    for (const [key, value] of kwargs) {
      const i = names.indexOf(key);
      if (i < 0) throw fail(`got an unexpected keyword argument '${key}'`);
      if (i < args.length) throw fail(`got multiple values for argument '${key}'`);
      out[i] = value;
    }
  }
  for (let i = 0; i < p.required; i++) {
    if (out[i] === undefined) throw fail(`missing required argument '${names[i]}'`);
  }
  return out.length === 0 ? EMPTY : out;
}

/**
 * `body` behind Python argument binding under the name `label`. A `lazy` body yields items: the call then
 * returns a generator that binds and runs only when iterated, as jinja2's generator filters do.
 */
export function withParams(label: string, spec: string, body: BoundBuiltin, lazy = false): Builtin {
  const p = params(spec);
  const run: Builtin = (value, args, kwargs, rt) => body(value as never, bind(label, p, args, kwargs), rt);
  if (!lazy) return run;
  return (value, args, kwargs, rt) =>
    new PyIterator(
      "generator",
      (function* () {
        yield* run(value, args, kwargs, rt) as Iterable<unknown>;
      })(),
    );
}

/** A table entry: a plain built-in, or `withParams`' arguments after the label (spec, body, lazy). */
type Entry = Builtin | readonly [spec: string, body: BoundBuiltin, lazy?: boolean];

/** Builds a name -> built-in table; spec'd entries bind their arguments under the label `what(name)` gives. */
export function table(what: (name: string) => string, entries: Record<string, Entry>): Map<string, Builtin> {
  return new Map(
    Object.entries(entries).map(([name, entry]): [string, Builtin] => [
      name,
      typeof entry === "function" ? entry : withParams(what(name), ...entry),
    ]),
  );
}
