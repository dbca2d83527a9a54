import { TemplateLimitError } from "../errors.js";
import { getattr, getitem } from "./access.js";
import { repr, str, typeName } from "./repr.js";
import type { Scope } from "./scope.js";

/** Hard limits that keep an untrusted template from hanging or exhausting memory. */
export interface RenderLimits {
  /** Longest output, and longest string any operation may build (characters). */
  maxOutputLength: number;
  /** Total loop iterations in one render (all loops together). */
  maxLoopIterations: number;
  /** Longest `range()`; jinja2's sandbox uses 100000. */
  maxRangeLength: number;
  /** Deepest nesting of macro calls and recursive loops. */
  maxRecursionDepth: number;
}

export const DEFAULT_LIMITS: Readonly<RenderLimits> = Object.freeze({
  maxOutputLength: 10_000_000,
  maxLoopIterations: 1_000_000,
  maxRangeLength: 100_000,
  maxRecursionDepth: 200,
});

/** State of one render: the output buffer, the context, counters for the limits. */
export class Runtime {
  out = "";
  iterations = 0;
  depth = 0;
  /** Inside `{% autoescape true %}`: printed values are HTML-escaped. */
  autoescape = false;
  /** Evaluating constant expressions at compile time (slices are lenient then, as in jinja2's optimizer). */
  folding = false;
  /** The template-level scope (blocks render in it). */
  root: Scope | null = null;

  constructor(
    readonly context: Record<string, unknown>,
    readonly limits: Readonly<RenderLimits>,
  ) {}

  write(s: string): void {
    this.out += s;
    if (this.out.length > this.limits.maxOutputLength) {
      throw new TemplateLimitError(`Output exceeds the limit of ${this.limits.maxOutputLength} characters`);
    }
  }

  /** Every operation that builds a string from a template-controlled size goes through here. */
  checkSize(length: number): void {
    if (length > this.limits.maxOutputLength) {
      throw new TemplateLimitError(
        `String of ${length} characters exceeds the limit of ${this.limits.maxOutputLength}`,
      );
    }
  }

  tick(): void {
    if (++this.iterations > this.limits.maxLoopIterations) {
      throw new TemplateLimitError(`Loops ran more than ${this.limits.maxLoopIterations} iterations in total`);
    }
  }

  /**
   * Runs `body(arg)` one level deeper (a macro call, a recursive loop: `what` names them in the limit's message)
   * with an output of its own, and returns that output. (`arg` is passed on so callers need no closure per call.)
   */
  nested<T>(what: string, body: (arg: T) => unknown, arg: T): string {
    if (this.depth >= this.limits.maxRecursionDepth) {
      throw new TemplateLimitError(`${what} nested deeper than ${this.limits.maxRecursionDepth} levels`);
    }
    this.depth++;
    const saved = this.out;
    this.out = "";
    try {
      body(arg);
      return this.out;
    } finally {
      this.out = saved;
      this.depth--;
    }
  }

  str(v: unknown): string {
    return str(v, this);
  }

  repr(v: unknown): string {
    return repr(v, this);
  }

  typeName(v: unknown): string {
    return typeName(v);
  }

  getattr(obj: unknown, name: string): unknown {
    return getattr(obj, name, this);
  }

  getitem(obj: unknown, key: unknown): unknown {
    return getitem(obj, key, this);
  }
}
