/** Binding Python-style call arguments (positional, then keyword) to named parameters. */

import { TemplateRuntimeError } from "../errors.js";
import type { Kwargs } from "../runtime/values.js";

const EMPTY: unknown[] = [];

/**
 * Returns one value per parameter name (`undefined` where not given).
 * `what` names the callable in errors, e.g. "filter 'join'" or "str.split()".
 */
export function bind(
  what: string,
  params: readonly string[],
  args: readonly unknown[],
  kwargs: Kwargs | null,
): unknown[] {
  if (args.length > params.length) {
    throw new TemplateRuntimeError(`${what} takes at most ${params.length} argument(s) (${args.length} given)`);
  }
  if (kwargs === null || kwargs.size === 0) return args.length === 0 ? EMPTY : (args as unknown[]);
  const out = args.slice();
  for (const [key, value] of kwargs) {
    const i = params.indexOf(key);
    if (i < 0) throw new TemplateRuntimeError(`${what} got an unexpected keyword argument '${key}'`);
    if (i < args.length) throw new TemplateRuntimeError(`${what} got multiple values for argument '${key}'`);
    out[i] = value;
  }
  return out;
}

/** Like `bind`, and fails when one of the first `required` parameters is missing. */
export function bindRequired(
  what: string,
  params: readonly string[],
  required: number,
  args: readonly unknown[],
  kwargs: Kwargs | null,
): unknown[] {
  const bound = bind(what, params, args, kwargs);
  for (let i = 0; i < required; i++) {
    if (bound[i] === undefined) throw new TemplateRuntimeError(`${what} missing required argument '${params[i]}'`);
  }
  return bound;
}
