/** Question answering over a document image (invoices, forms, scans). */
export interface DocumentQuestionAnsweringInput {
  inputs: DocumentQuestionAnsweringInputData;
  parameters?: DocumentQuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface DocumentQuestionAnsweringInputData {
  /** The document image. */
  image: unknown;
  question: string;
  [property: string]: unknown;
}

export interface DocumentQuestionAnsweringParameters {
  /** Overlap between chunks when the document is split. */
  doc_stride?: number;
  /** Allow "no answer" as an answer. */
  handle_impossible_answer?: boolean;
  /** OCR language. */
  lang?: string;
  max_answer_len?: number;
  max_question_len?: number;
  max_seq_len?: number;
  top_k?: number;
  /** Words and boxes from your own OCR, to skip the built-in one. */
  word_boxes?: WordBox[];
  [property: string]: unknown;
}

export type WordBox = number[] | string;

export type DocumentQuestionAnsweringOutput = DocumentQuestionAnsweringOutputElement[];

export interface DocumentQuestionAnsweringOutputElement {
  answer: string;
  /** Index of the answer's last word in the document. */
  end: number;
  score: number;
  /** Index of the answer's first word in the document. */
  start: number;
  [property: string]: unknown;
}
