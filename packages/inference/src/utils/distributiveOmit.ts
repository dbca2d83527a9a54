/**
 * Omit applied to each member of a union separately, so the union stays a union, and keeping every other
 * key, index signatures included (the task input types of @hubkit/tasks have one: `Omit` would reduce them
 * to the index signature and lose `inputs`, `parameters`, ...).
 */
export type DistributiveOmit<T, K> = T extends unknown ? { [P in keyof T as P extends K ? never : P]: T[P] } : never;

type OmitKnown<T, K> = Omit<T, Extract<keyof T, K>>;

/**
 * The omit 3.8.1's client methods were typed with, which reduces a type with an index signature to that
 * signature: kept for the deprecated raw calls (`request`, `streamingRequest`), whose 3.8.1 methods accept
 * any object, so code written for them still compiles.
 */
export type LooseDistributiveOmit<T, K> = T extends unknown
  ? keyof OmitKnown<T, K> extends never
    ? never
    : { [P in keyof OmitKnown<T, K>]: OmitKnown<T, K>[P] }
  : never;
