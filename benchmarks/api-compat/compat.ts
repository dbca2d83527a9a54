/**
 * Type-level assertions behind the generated `*.check.ts` files. Each helper compiles only when the drop-in
 * property holds, and the compiler's error names what broke (the two types, or the missing member's path).
 */

/** Compiles only when `S` is assignable to `T`. */
export type Assignable<S extends T, T> = [S, T];

/**
 * Compiles only when no peer member is missing from ours. The compiler's error names the first missing path;
 * `npm run api-compat:explain -w benchmarks` lists them all.
 */
export type NoneMissing<Paths extends never> = Paths;

/**
 * The public face of a class: its constructor (first signature's parameters, public instance members) and its
 * public static members. Private and protected members are left out: they are nominal in TypeScript, so two
 * independent classes with privates are never assignable, yet no caller can touch them.
 */
export type PublicClass<C extends abstract new (...args: never[]) => unknown> = (new (
  ...args: ConstructorParameters<C>
) => Public<InstanceType<C>>) &
  Public<Omit<C, "prototype">>;

/** Public members only (a mapped type over `keyof` drops private and protected ones). */
export type Public<T> = { [K in keyof T]: T[K] };

/**
 * The paths (`.field`, `[]` for array elements, `(0)` for a parameter, `()` for a result) present in the peer type
 * `P` but absent from ours `O`. Assignability alone misses these: an optional field the peer declares and ours
 * lacks still leaves the types mutually assignable, yet a caller's object literal that sets it (excess property)
 * or code that reads it no longer compiles. Likewise a parameter ours does not declare.
 */
export type Missing<P, O> = MissingAt<P, O, "", []>;

// Deep enough for the task input/output shapes; stops recursive types (JSON values, ASTs) from looping.
type MaxDepth = 10;

// `any` in ours where the peer has a type would make every other check pass silently, so it is reported.
type MissingAt<P, O, Path extends string, Depth extends unknown[]> = Depth["length"] extends MaxDepth
  ? never
  : IsAny<P> extends true
    ? never
    : Same<P, O> extends true
      ? never
      : IsAny<O> extends true
        ? unknown extends P
          ? never
          : `${Path} is any in ours`
        : unknown extends O
          ? never
          : MissingIn<NonNullable<P>, NonNullable<O>, Path, [...Depth, unknown]>;

// Distributes over the peer's union members; each must find its members somewhere in ours.
type MissingIn<P, O, Path extends string, Depth extends unknown[]> = P extends Leaf
  ? never
  : P extends abstract new (...args: never[]) => unknown
    ? MissingInClass<P, O, Path, Depth>
    : P extends (...args: never[]) => unknown
      ? MissingInFunction<P, O, Path, Depth>
      : P extends readonly unknown[]
        ? MissingInArray<P, O, Path, Depth>
        : MissingInObject<P, O, Path, Depth>;

type MissingInFunction<
  P extends (...args: never[]) => unknown,
  O,
  Path extends string,
  Depth extends unknown[],
> = O extends (...args: never[]) => unknown
  ? | MissingInTuple<Parameters<P>, Parameters<O>, Path, Depth>
    | MissingAt<Awaited<ReturnType<P>>, Awaited<ReturnType<O>>, `${Path}()`, Depth>
  : `${Path}()`;

type MissingInClass<
  P extends abstract new (...args: never[]) => unknown,
  O,
  Path extends string,
  Depth extends unknown[],
> = O extends abstract new (...args: never[]) => unknown
  ? | MissingInTuple<ConstructorParameters<P>, ConstructorParameters<O>, `${Path} new`, Depth>
    | MissingAt<InstanceType<P>, InstanceType<O>, `${Path} instance`, Depth>
    | MissingInObject<Omit<P, "prototype">, O, Path, Depth>
  : `${Path} new()`;

type MissingInArray<
  P extends readonly unknown[],
  O,
  Path extends string,
  Depth extends unknown[],
> = number extends P["length"]
  ? MissingAt<P[number], O extends readonly unknown[] ? O[number] : never, `${Path}[]`, Depth>
  : MissingInTuple<P, O, Path, Depth>;

// Parameter lists and tuples: every position the peer accepts must exist in ours.
type MissingInTuple<P extends readonly unknown[], O, Path extends string, Depth extends unknown[]> = {
  [K in TupleIndex<P>]: O extends readonly unknown[]
    ? number extends O["length"]
      ? MissingAt<P[K], O[number], `${Path}(${K})`, Depth>
      : K extends keyof O
        ? MissingAt<P[K], O[K], `${Path}(${K})`, Depth>
        : `${Path}(${K})`
    : `${Path}(${K})`;
}[TupleIndex<P>];

// Named members one by one, even when ours has an index signature: reading a field the peer names gives its type
// there, but only `unknown` through an index signature. A peer index signature needs one in ours. Members every
// object has (`toString`, `valueOf`, ...) are found on ours too, declared or not.
type MissingInObject<P, O, Path extends string, Depth extends unknown[]> =
  | {
      [K in NamedKeysOf<P>]: K extends NamedKeysOf<O> | keyof typeof Object.prototype
        ? MissingAt<ValueAt<P, K>, ValueAt<O, K>, `${Path}.${K}`, Depth>
        : `${Path}.${K}`;
    }[NamedKeysOf<P>]
  | (string extends KeysOf<P>
      ? string extends KeysOf<O>
        ? MissingAt<ValueAt<P, string>, ValueAt<O, string>, `${Path}[key: string]`, Depth>
        : `${Path}[key: string]`
      : never);

/** Values compared as a whole: assignability covers them, and their members are the platform's, not ours. */
type Leaf =
  | string
  | number
  | bigint
  | boolean
  | symbol
  | null
  | undefined
  | void
  | Blob
  | ArrayBuffer
  | ArrayBufferView
  | Date
  | RegExp
  | ReadonlyMap<unknown, unknown>
  | ReadonlySet<unknown>
  | ReadableStream
  | AbortSignal
  | Request
  | Response
  | Headers
  | URL
  | Promise<unknown>;

type KeysOf<T> = T extends unknown ? keyof T : never;
type NamedKeysOf<T> = T extends unknown
  ? keyof {
      [K in keyof T as string extends K ? never : number extends K ? never : K extends string | number ? K : never]: 0;
    }
  : never;
type ValueAt<T, K> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type TupleIndex<T extends readonly unknown[]> = Exclude<keyof T, keyof unknown[]> & string;
type IsAny<T> = 0 extends 1 & T ? true : false;
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
