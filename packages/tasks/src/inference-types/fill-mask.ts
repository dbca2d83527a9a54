/** Fill-mask: text with a mask token in, candidate fillings out. */
export interface FillMaskInput {
  inputs: string;
  parameters?: FillMaskParameters;
  [property: string]: unknown;
}

export interface FillMaskParameters {
  /** Only score these words. */
  targets?: string[];
  top_k?: number;
  [property: string]: unknown;
}

export type FillMaskOutput = FillMaskOutputElement[];

export interface FillMaskOutputElement {
  score: number;
  /** The input with the mask replaced. */
  sequence: string;
  /** Token id of the filling. */
  token: number;
  tokenStr: unknown;
  /** Text of the filling. */
  token_str?: string;
  [property: string]: unknown;
}
