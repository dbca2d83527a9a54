/** Table question answering: a question about a table in, cells and an answer out. */
export interface TableQuestionAnsweringInput {
  inputs: TableQuestionAnsweringInputData;
  parameters?: TableQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface TableQuestionAnsweringInputData {
  question: string;
  /** Column name to the column's cells, every column the same length. */
  table: { [key: string]: string[] };
  [property: string]: unknown;
}

export interface TableQuestionAnsweringParameters {
  padding?: Padding;
  /** Answer queries one after the other (conversational use). */
  sequential?: boolean;
  truncation?: boolean;
  [property: string]: unknown;
}

export type Padding = "do_not_pad" | "longest" | "max_length";

export type TableQuestionAnsweringOutput = TableQuestionAnsweringOutputElement[];

export interface TableQuestionAnsweringOutputElement {
  /** Aggregation applied to the cells (SUM, AVERAGE, ...), if any. */
  aggregator?: string;
  answer: string;
  cells: string[];
  /** [row, column] of every selected cell. */
  coordinates: Array<number[]>;
  [property: string]: unknown;
}
