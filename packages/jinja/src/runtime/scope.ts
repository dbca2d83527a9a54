import type { Runtime } from "./contract.js";

/**
 * A variable scope. Loops make one per iteration, macros one per call; `if` makes none.
 * Lookups that miss every scope fall through to the render context, then the globals.
 */
export class Scope {
  readonly vars = new Map<string, unknown>();
  constructor(
    readonly parent: Scope | null,
    readonly rt: Runtime,
  ) {}
}

/** A compiled statement: writes to the runtime's output and returns a loop signal. */
export type Stmt = (sc: Scope) => Signal;

/** How a statement finished: normally, or by `{% break %}` / `{% continue %}`. */
export type Signal = 0 | 1 | 2;
export const NORMAL = 0;
export const BREAK = 1;
export const CONTINUE = 2;

/** A frame-owned name not assigned yet: lookups stop here with undefined (see symbols.ts). */
export const MISSING: unique symbol = Symbol();

/** A new scope for a frame, with the frame's not-yet-assigned names marked missing. */
export function enterScope(parent: Scope | null, rt: Runtime, missing: readonly string[]): Scope {
  const scope = new Scope(parent, rt);
  for (let i = 0; i < missing.length; i++) scope.vars.set(missing[i] as string, MISSING);
  return scope;
}
