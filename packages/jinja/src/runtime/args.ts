/** Binding Python-style call arguments (positional, then keyword) to named parameters, failing as CPython does. */

import type { TemplateRuntimeError } from "../errors.js";
import { typeError } from "./fail.js";
import type { Builtin, Kwargs, Runtime } from "./contract.js";
import { PyIterator } from "./values.js";

export type { Builtin };

/** A built-in's body once its arguments are bound: one value per parameter, `undefined` where not given. */
export type BoundBuiltin = (value: never, args: unknown[], rt: Runtime) => unknown;

/**
 * How CPython words a call with the wrong arguments, which depends on how the callable reads them:
 * `py` a function written in Python (jinja2's filters and tests); C functions taking `noargs` or exactly one
 * argument (`onearg`); `clinic` C functions with positional-only parameters (`strip expected at most 1 argument,
 * got 2`); `getargs`, the older C parser (`find() takes at least 1 argument (0 given)`); `keywords`, C functions
 * that also take keywords (`split`).
 */
type Style = "py" | "noargs" | "onearg" | "clinic" | "getargs" | "keywords";

/** A Python signature: what binding needs, and what CPython's messages name. */
export interface Signature {
  /** The name Python's messages use (`do_center`, `str.center`, `_operator.eq`). */
  name: string;
  style: Style;
  /** Parameters the engine passes before the template's arguments (the filtered value, jinja2's environment...). */
  implicit: readonly string[];
  /** The parameters the template passes. */
  names: readonly string[];
  required: number;
  positionalOnly: boolean;
  /** Takes any number of further positional arguments (`*args`, written last). */
  varargs: boolean;
}

/**
 * Parses a signature written like Python's: `"do_center(value, width=)"` is the function `do_center`, whose
 * parameters before the comma the engine passes and after it the template (`name=` optional, a final `/` for
 * positional-only, `*name` last for any further positional arguments). A leading `style:` (see Style) marks a C
 * function: `"clinic: str.strip(chars= /)"`.
 */
export function signature(spec: string): Signature {
  const [, style = "py", name = "", implicit = "", rest = ""] =
    /^(?:(\w+): )?(.+?)\((?:(.*),)?(.*)\)$/.exec(spec) ?? [];
  const words = (s: string): string[] => s.match(/\S+/g) ?? [];
  const params = words(rest).filter((w) => /^\w/.test(w));
  return {
    name,
    style: style as Style,
    implicit: words(implicit),
    names: params.map((w) => w.replace("=", "")),
    required: params.filter((w) => !w.endsWith("=")).length,
    positionalOnly: rest.includes("/"),
    varargs: rest.includes("*"),
  };
}

/**
 * A signature from a parameter list written as Python's (`"value, times=1"`, commas or spaces between names, a
 * default after `=` ignored): the first `implicit` parameters are the ones the engine passes (a filter's value).
 */
export function userSignature(name: string, params: string, implicit: number): Signature {
  const words = (params.match(/[^\s,]+/g) ?? []).map((w) => w.replace(/=.*/, "="));
  return signature(`${name}(${words.slice(0, implicit).join(" ")}, ${words.slice(implicit).join(" ")})`);
}

/**
 * Returns one value per parameter (`undefined` where not given), or throws the TypeError Python raises for
 * too many or too few arguments or a bad keyword.
 */
export function bind(sig: Signature, args: readonly unknown[], kwargs: Kwargs | null): unknown[] {
  // Which check fails does not matter: the error is worked out from the whole call.
  if (args.length > sig.names.length && !sig.varargs) throw callError(sig, args, kwargs);
  let out = args as unknown[];
  if (kwargs !== null && kwargs.size > 0) {
    // Python functions take keywords (unless positional-only), C functions only those of the `keywords` style.
    if (sig.style === "py" ? sig.positionalOnly : sig.style !== "keywords") throw callError(sig, args, kwargs);
    out = args.slice();
    for (const [key, value] of kwargs) {
      const i = sig.names.indexOf(key);
      if (i < args.length) throw callError(sig, args, kwargs);
      out[i] = value;
    }
  }
  // A value is never undefined: a parameter without one was not given.
  for (let i = 0; i < sig.required; i++) if (out[i] === undefined) throw callError(sig, args, kwargs);
  return out;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** `'a'`, `'a' and 'b'`, `'a', 'b', and 'c'`: how CPython lists missing parameters. */
function nameList(names: readonly string[]): string {
  const quoted = names.map((n) => `'${n}'`);
  if (quoted.length <= 2) return quoted.join(" and ");
  return `${quoted.slice(0, -1).join(", ")}, and ${quoted[quoted.length - 1]}`;
}

/** The message of the TypeError Python raises for this call (only called when binding failed). */
function callErrorMessage(sig: Signature, args: readonly unknown[], kwargs: Kwargs | null): string {
  const { name, names, implicit, style } = sig;
  const short = name.replace(/.*\./, "");
  const keys = kwargs === null ? [] : [...kwargs.keys()];
  const given = implicit.length + args.length;
  const min = implicit.length + sig.required;
  const max = implicit.length + names.length;
  if (style === "py") {
    const all = [...implicit, ...names];
    for (const key of keys) {
      const i = all.indexOf(key);
      if (i < 0 || sig.positionalOnly) {
        const positional = sig.positionalOnly ? keys.filter((k) => all.includes(k)) : [];
        if (positional.length > 0) {
          return `${name}() got some positional-only arguments passed as keyword arguments: '${positional.join(", ")}'`;
        }
        return `${name}() got an unexpected keyword argument '${key}'`;
      }
      if (i < given) return `${name}() got multiple values for argument '${key}'`;
    }
    if (given > max && !sig.varargs) {
      const from = min === max ? "" : `from ${min} to `;
      return `${name}() takes ${from}${plural(max, "positional argument")} but ${given} ${given === 1 ? "was" : "were"} given`;
    }
    const missing = names.filter((n, i) => i < sig.required && i >= args.length && !keys.includes(n));
    return `${name}() missing ${plural(missing.length, "required positional argument")}: ${nameList(missing)}`;
  }
  if (style === "keywords") {
    const total = given + keys.length;
    if (total > max) {
      return `${short}() takes at most ${plural(max, given === 0 ? "keyword argument" : "argument")} (${total} given)`;
    }
    const repeated = names.findIndex((n, i) => i < args.length && keys.includes(n));
    if (repeated >= 0) {
      return `argument for ${short}() given by name ('${names[repeated]}') and position (${repeated + 1})`;
    }
    return `'${keys.find((k) => !names.includes(k))}' is an invalid keyword argument for ${short}()`;
  }
  // The C styles: getargs names the method without its type, clinic words the count its own way.
  const fn = style === "getargs" ? short : name;
  // C functions that take no keywords say so before counting.
  if (keys.length > 0) return `${fn}() takes no keyword arguments`;
  const count =
    style === "noargs"
      ? "no arguments"
      : style === "onearg"
        ? "exactly one argument"
        : min === max
          ? plural(min, "argument")
          : given < min
            ? `at least ${plural(min, "argument")}`
            : `at most ${plural(max, "argument")}`;
  return style === "clinic" ? `${short} expected ${count}, got ${given}` : `${fn}() takes ${count} (${given} given)`;
}

export function callError(sig: Signature, args: readonly unknown[], kwargs: Kwargs | null): TemplateRuntimeError {
  return typeError(callErrorMessage(sig, args, kwargs));
}

/** `body` behind Python argument binding with the signature `spec`. */
export function withParams(spec: string, body: BoundBuiltin): Builtin {
  const sig = signature(spec);
  return (value, args, kwargs, rt) => body(value as never, bind(sig, args, kwargs), rt);
}

/** A callable engine object's body behind Python argument binding (`"Cycler.next(self,)"`). */
export function pyFunction(
  spec: string,
  body: (args: unknown[], rt: Runtime) => unknown,
): (args: unknown[], kwargs: Kwargs | null, rt: Runtime) => unknown {
  const sig = signature(spec);
  return (args, kwargs, rt) => body(bind(sig, args, kwargs), rt);
}

/** The body of a built-in that is a Python generator function: a generator function too. */
type GeneratorBody = (value: never, args: unknown[], rt: Runtime) => Iterator<unknown>;

/**
 * A table entry: a plain built-in (it checks its own arguments), or `withParams`' arguments, or those of a
 * generator (marked `true`): the call binds at once, but its body runs only when iterated, as calling a Python
 * generator function does. A spec's name ending in `_` (jinja2's `do_`) or `.` (a method's type, `str.`) is
 * completed with the entry's name.
 */
type Entry = Builtin | readonly [spec: string, body: BoundBuiltin] | readonly [string, GeneratorBody, true];

/** Builds a name -> built-in table; `signatures`, when given, receives each parsed signature by name. */
export function table(entries: Record<string, Entry>, signatures?: Map<string, Signature>): Map<string, Builtin> {
  return new Map(
    Object.entries(entries).map(([name, entry]): [string, Builtin] => {
      if (typeof entry === "function") return [name, entry];
      const sig = signature(entry[0]);
      if (/[_.]$/.test(sig.name)) sig.name += name;
      signatures?.set(name, sig);
      return [
        name,
        (value, args, kwargs, rt) => {
          const bound = bind(sig, args, kwargs);
          return entry.length === 2
            ? entry[1](value as never, bound, rt)
            : new PyIterator("generator", entry[1](value as never, bound, rt));
        },
      ];
    }),
  );
}
