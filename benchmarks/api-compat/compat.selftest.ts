// The helpers of compat.ts, tried on small pairs: each `@ts-expect-error` line is a break a caller would hit, and
// fails this file if the helper stops catching it; the other lines are differences a caller cannot notice.
import type { Assignable, Missing, NoneMissing, PublicClass } from "./compat.js";

interface PeerArgs {
  model: string;
  inputs: string;
  parameters?: { temperature?: number; stop?: string[] };
}
interface PeerOutput {
  generated_text: string;
  details?: { tokens: { id: number; text: string }[] };
}
type PeerFn = (args: PeerArgs, options?: { signal?: AbortSignal }) => Promise<PeerOutput>;

// The same shapes, declared separately: passes.
export type same = [
  Assignable<PeerFn, (args: PeerArgs, options?: { signal?: AbortSignal }) => Promise<PeerOutput>>,
  NoneMissing<Missing<PeerFn, (args: PeerArgs, options?: { signal?: AbortSignal }) => Promise<PeerOutput>>>,
];
// Wider parameters and extra optional output fields are fine for a drop-in.
export type wider = [
  Assignable<(args: PeerArgs | { model: string; data: Blob }, options?: object) => Promise<PeerOutput>, PeerFn>,
  NoneMissing<Missing<PeerOutput, PeerOutput & { warnings?: string[] }>>,
];

// A narrower parameter type: the caller's argument is refused.
// @ts-expect-error inputs narrowed to a literal
export type narrowerParameter = Assignable<(args: PeerArgs & { inputs: "hi" }) => Promise<PeerOutput>, PeerFn>;
// A different result: the caller's use of it breaks.
// @ts-expect-error generated_text became a number
export type otherResult = Assignable<(args: PeerArgs) => Promise<{ generated_text: number }>, PeerFn>;
// A missing optional input field: still assignable, but the caller's object literal setting it does not compile.
export type optionalInput = NoneMissing<
  // @ts-expect-error .parameters.stop is gone
  Missing<PeerArgs, { model: string; inputs: string; parameters?: { temperature?: number } }>
>;
// A missing optional output field: the caller's read of it does not compile.
// @ts-expect-error .details is gone
export type optionalOutput = NoneMissing<Missing<PeerOutput, { generated_text: string }>>;
// A parameter ours does not declare: the caller's second argument is refused.
// @ts-expect-error (1) is gone
export type fewerParameters = NoneMissing<Missing<PeerFn, (args: PeerArgs) => Promise<PeerOutput>>>;
// `any` in ours would hide every other difference.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the case under test
type AnyResultFn = (args: PeerArgs, options?: { signal?: AbortSignal }) => Promise<any>;
// @ts-expect-error the output is any
export type anyResult = NoneMissing<Missing<PeerFn, AnyResultFn>>;
// A field the peer names, ours only reaches through an index signature (reads give `unknown`).
// @ts-expect-error .details only through [key: string]
export type indexOnly = NoneMissing<Missing<PeerOutput, { generated_text: string; [key: string]: unknown }>>;

export declare class PeerClient {
  private readonly token;
  constructor(token?: string);
  textGeneration(args: PeerArgs): Promise<PeerOutput>;
}
export declare class OurClient {
  private secret: string;
  constructor(token?: string, options?: object);
  textGeneration(args: PeerArgs): Promise<PeerOutput>;
  chatCompletion(args: PeerArgs): Promise<PeerOutput>;
}
export declare class OurClientWithoutMethod {
  constructor(token?: string);
}
// Private members differ and ours has more: passes (nobody outside the class can reach privates).
export type classes = [
  Assignable<PublicClass<typeof OurClient>, PublicClass<typeof PeerClient>>,
  NoneMissing<Missing<typeof PeerClient, typeof OurClient>>,
];
// @ts-expect-error textGeneration is gone
export type classMissingMethod = Assignable<PublicClass<typeof OurClientWithoutMethod>, PublicClass<typeof PeerClient>>;
