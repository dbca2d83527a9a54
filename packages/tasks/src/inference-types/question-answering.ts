/** Extractive question answering: a question and a context in, a span of the context out. */
export interface QuestionAnsweringInput {
  inputs: QuestionAnsweringInputData;
  parameters?: QuestionAnsweringParameters;
  [property: string]: unknown;
}

export interface QuestionAnsweringInputData {
  context: string;
  question: string;
  [property: string]: unknown;
}

export interface QuestionAnsweringParameters {
  /** Snap answers to word boundaries. */
  align_to_words?: boolean;
  doc_stride?: number;
  handle_impossible_answer?: boolean;
  max_answer_len?: number;
  max_question_len?: number;
  max_seq_len?: number;
  top_k?: number;
  [property: string]: unknown;
}

export type QuestionAnsweringOutput = QuestionAnsweringOutputElement[];

export interface QuestionAnsweringOutputElement {
  answer: string;
  /** Character offset where the answer ends in the context. */
  end: number;
  score: number;
  /** Character offset where the answer starts in the context. */
  start: number;
  [property: string]: unknown;
}
