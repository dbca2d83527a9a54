import { TemplateLimitError } from "../errors.js";
import { getattr, getitem } from "./access.js";
import { repr, str } from "./repr.js";
import type { Runtime as RuntimeContract, RenderLimits, RuntimeEnvironment } from "./contract.js";
import type { Scope } from "./scope.js";
import { toStr } from "./values.js";

export type { Builtin, Methods, RenderLimits, RuntimeEnvironment } from "./contract.js";

/** Hard limits that keep an untrusted template from hanging or exhausting memory. */
export const DEFAULT_LIMITS: Readonly<RenderLimits> = Object.freeze({
  maxOutputLength: 10_000_000,
  maxLoopIterations: 1_000_000,
  maxRangeLength: 100_000,
  maxRecursionDepth: 200,
  maxSteps: 1_000_000,
  maxMemory: 2 ** 28,
  timeoutMs: 5_000,
});

/** The Python methods of values (str, list, dict...): builtins/methods.ts implements them, the environment passes them. */
const CLOCK_EVERY = 1024;

/** State of one render: the output buffer, the context, counters for the limits. */
export class Runtime implements RuntimeContract {
  out = "";
  iterations = 0;
  depth = 0;
  private steps = 0;
  /** Bytes of what the render built so far (see maxMemory). */
  private held = 0;
  /** The work count at which the budget and the clock are looked at next. */
  private next: number;
  private readonly deadline: number;
  /** Inside `{% autoescape true %}`: printed values are HTML-escaped. */
  autoescape = false;
  /** Evaluating constant expressions at compile time (slices are lenient then, as in jinja2's optimizer). */
  folding = false;
  /** The template-level scope (blocks render in it). */
  root: Scope | null = null;

  constructor(
    readonly context: Record<string, unknown>,
    readonly limits: Readonly<RenderLimits>,
    readonly env: RuntimeEnvironment,
    /** The template's source, which errors point into. */
    readonly source: string,
  ) {
    this.deadline = performance.now() + limits.timeoutMs;
    this.next = Math.min(limits.maxSteps, CLOCK_EVERY);
  }

  write(s: string): void {
    this.out += s;
    if (this.out.length > this.limits.maxOutputLength) {
      throw new TemplateLimitError(
        `Output exceeds the limit of ${this.limits.maxOutputLength} characters`,
        "maxOutputLength",
      );
    }
  }

  /** A string of `length` characters is being built (or has grown to it): refused past maxOutputLength. */
  checkSize(length: number): void {
    if (length > this.limits.maxOutputLength) {
      throw new TemplateLimitError(
        `String of ${length} characters exceeds the limit of ${this.limits.maxOutputLength}`,
        "maxOutputLength",
      );
    }
  }

  /**
   * A string of `length` characters (or a list of `length` items, `size` 8 bytes each) is about to be built:
   * checked against maxOutputLength, then its bytes are counted against maxMemory and as work.
   */
  grow(length: number, size = 2): void {
    this.checkSize(length);
    this.hold(length * size);
  }

  /** `bytes` more built, before they are: counted against maxMemory, and as work (writing them: 512 a unit). */
  hold(bytes: number): void {
    if ((this.held += bytes) > this.limits.maxMemory) {
      throw new TemplateLimitError(`Template built more than ${this.limits.maxMemory} bytes`, "maxMemory");
    }
    this.spend(bytes / 512);
  }

  /** `s` was built: its bytes counted (see hold). */
  built(s: string): string {
    this.hold(s.length * 2);
    return s;
  }

  /**
   * A filter or method applied to `v`: a step and, for a string past 64 characters, reading it (64 characters a
   * unit) and what a string of its length takes (what most string operations build). A short one costs the step
   * alone: counting it would slow every render for less than a unit.
   */
  apply(v: unknown): void {
    const length = toStr(v)?.length ?? 0;
    if (length > 64) {
      this.hold(length * 2);
      this.spend(length / 64);
    }
    this.spend(1);
  }

  /**
   * `n` units of work, before doing them (a step, a loop iteration, a call or a filter, is one; a batch's fill or an
   * operation over a long string or list, more): counted against maxSteps and the deadline.
   */
  spend(n: number): void {
    this.steps += n;
    if (this.steps > this.next) this.budget();
  }

  /** The slow path of the work count: the budget, then the clock (every CLOCK_EVERY units). */
  private budget(): void {
    const { maxSteps, timeoutMs } = this.limits;
    if (this.steps > maxSteps) throw new TemplateLimitError(`Template took more than ${maxSteps} steps`, "maxSteps");
    if (performance.now() > this.deadline) {
      throw new TemplateLimitError(`Rendering took longer than ${timeoutMs} ms`, "timeoutMs");
    }
    this.next = Math.min(maxSteps, this.steps + CLOCK_EVERY);
  }

  tick(): void {
    if (++this.iterations > this.limits.maxLoopIterations) {
      throw new TemplateLimitError(
        `Loops ran more than ${this.limits.maxLoopIterations} iterations in total`,
        "maxLoopIterations",
      );
    }
    this.spend(1);
  }

  /**
   * Runs `body(arg)` one level deeper (a macro call, a recursive loop: `what` names them in the limit's message)
   * with an output of its own, and returns that output. (`arg` is passed on so callers need no closure per call.)
   */
  nested<T>(what: string, body: (arg: T) => unknown, arg: T): string {
    if (this.depth >= this.limits.maxRecursionDepth) {
      throw new TemplateLimitError(
        `${what} nested deeper than ${this.limits.maxRecursionDepth} levels`,
        "maxRecursionDepth",
      );
    }
    this.depth++;
    const saved = this.out;
    this.out = "";
    try {
      body(arg);
      // What the body wrote becomes a value the template can keep.
      return this.built(this.out);
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

  getattr(obj: unknown, name: string): unknown {
    return getattr(obj, name, this);
  }

  getitem(obj: unknown, key: unknown): unknown {
    return getitem(obj, key, this);
  }
}
