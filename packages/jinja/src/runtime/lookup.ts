import type { Runtime } from "./contract.js";
import { MISSING, type Scope } from "./scope.js";
import { Undefined } from "./values.js";

/** Variable lookup: innermost scope outwards, then the context, then the globals. */
export function lookupName(sc: Scope, name: string): unknown {
  let s: Scope | null = sc;
  do {
    const v = s.vars.get(name);
    if (v !== undefined) return v === MISSING ? new Undefined(null, name) : v;
    s = s.parent;
  } while (s !== null);
  return lookupRoot(sc.rt, name);
}

/** A name no scope holds: the render context, then the globals (a context value shadows a global). */
export function lookupRoot(rt: Runtime, name: string): unknown {
  const ctx = rt.context;
  if (Object.hasOwn(ctx, name)) {
    const v = ctx[name];
    if (v !== undefined) return v;
  }
  return rt.env.globals.get(name) ?? new Undefined(null, name);
}
