/** Tokenizer attributes that may hold a special token. */
export const SPECIAL_TOKENS_ATTRIBUTES = [
  "bos_token",
  "eos_token",
  "unk_token",
  "sep_token",
  "pad_token",
  "cls_token",
  "mask_token",
] as const;

/** A special token serialized with its options, as tokenizer_config.json stores it. */
export interface AddedToken {
  __type: "AddedToken";
  content?: string;
  lstrip?: boolean;
  normalized?: boolean;
  rstrip?: boolean;
  single_word?: boolean;
}

export type SpecialTokensMap = {
  [key in (typeof SPECIAL_TOKENS_ATTRIBUTES)[number]]?: string | AddedToken | null;
};

/** The part of tokenizer_config.json that model pages read. */
export interface TokenizerConfig extends SpecialTokensMap {
  use_default_system_prompt?: boolean;
  /** One template, or several named ones (`default`, `tool_use`, ...). */
  chat_template?: string | Array<{ name: string; template: string }>;
}
