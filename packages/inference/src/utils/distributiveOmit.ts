/** Omit applied to each member of a union separately, so the union stays a union. */
type OmitKnown<T, K> = Omit<T, Extract<keyof T, K>>;

export type DistributiveOmit<T, K> = T extends unknown
  ? keyof OmitKnown<T, K> extends never
    ? never
    : { [P in keyof OmitKnown<T, K>]: OmitKnown<T, K>[P] }
  : never;
