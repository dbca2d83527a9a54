/**
 * What the runtime's modules may ask of a render in progress, as types only. The Runtime class (runtime.ts) is
 * built on values, repr and access; they take a render through this contract instead of the class, so no module
 * reaches itself through its imports (npm run check:imports).
 */

/** Keyword arguments of a call, in the order given. */
export type Kwargs = Map<string, unknown>;

/** A built-in filter, test, global or method: the value it applies to, the call's arguments, the render. */
export type Builtin = (value: unknown, args: unknown[], kwargs: Kwargs | null, rt: Runtime) => unknown;

export interface RenderLimits {
  maxOutputLength: number;
  maxLoopIterations: number;
  maxRangeLength: number;
  maxRecursionDepth: number;
  maxSteps: number;
  maxMemory: number;
  timeoutMs: number;
}

/** The methods of Python values (`str.upper`, `dict.items`...) a template may call. */
export interface Methods {
  find(self: unknown, name: string): Builtin | null;
  call(method: Builtin, self: unknown, name: string, args: unknown[], kwargs: Kwargs | null, rt: Runtime): unknown;
  isDictAttribute(name: string): boolean;
  isUnsafe(self: unknown, name: string): boolean;
}

/** The filters, tests, globals and methods an environment gives its templates. */
export interface RuntimeEnvironment {
  readonly filters: ReadonlyMap<string, Builtin>;
  readonly tests: ReadonlyMap<string, Builtin>;
  readonly globals: ReadonlyMap<string, unknown>;
  readonly methods: Methods;
}

/** One render: its output, its budgets (steps, memory, time, depth) and the conversions that need it. */
export interface Runtime {
  out: string;
  iterations: number;
  depth: number;
  autoescape: boolean;
  folding: boolean;
  /** The render's top scope (a Scope; typed loosely here, since scopes are built on this contract). */
  root: unknown;
  readonly context: Record<string, unknown>;
  readonly limits: Readonly<RenderLimits>;
  readonly env: RuntimeEnvironment;
  readonly source: string;
  write(s: string): void;
  checkSize(length: number): void;
  grow(length: number, size?: number): void;
  hold(bytes: number): void;
  built(s: string): string;
  apply(v: unknown): void;
  spend(n: number): void;
  tick(): void;
  nested<T>(what: string, body: (arg: T) => unknown, arg: T): string;
  str(v: unknown): string;
  repr(v: unknown): string;
  getattr(obj: unknown, name: string): unknown;
  getitem(obj: unknown, key: unknown): unknown;
}
