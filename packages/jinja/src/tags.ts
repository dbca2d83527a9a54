/** Statement tags an environment adds to the language, as jinja2 extensions do (`{% generation %}`). */

/** A tag: `{% name args %}`, and `{% name args %}body{% endname %}` for a tag with a body. */
export interface TagDefinition {
  /** The tag has a body, closed by `{% end<name> %}`. */
  readonly body?: boolean;
  /**
   * The tag's parameters as Python writes them, such as `"count, plural="` (see `defineFilter`): the arguments
   * are written after the tag's name like a call's, without parentheses. Without a signature the tag takes none.
   */
  readonly signature?: string;
  /**
   * Runs where the tag is: `args` are bound by the signature (undefined for an optional one not given), `body()`
   * renders the body in a scope of its own ("" for a tag without one; each call renders it again). A string result
   * is written as it is, undefined writes nothing, anything else is written as Python's str() of it.
   */
  render(args: unknown[], body: () => string): unknown;
}

/** transformers' `{% generation %}`: marks the assistant's part of a conversation and renders its body. */
export const GENERATION: TagDefinition = { body: true, render: (_args, body) => body() };

/** The tags of transformers' environment. */
export const DEFAULT_TAGS: ReadonlyMap<string, TagDefinition> = new Map([["generation", GENERATION]]);
