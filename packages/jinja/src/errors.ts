/** A position in template source, 1-based as editors show it. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** Base class of every error the engine throws, so callers can tell ours from anything else. */
export class TemplateError extends Error {
  override name = "TemplateError";
}

/** The template text is malformed: says what was expected and where. */
export class TemplateSyntaxError extends TemplateError {
  override name = "TemplateSyntaxError";
  constructor(
    readonly detail: string,
    readonly position: SourcePosition,
  ) {
    super(`${detail} (line ${position.line}, column ${position.column})`);
  }
}

/**
 * Rendering failed: names the operation and the Python type of the values involved.
 * `line` is filled in by the statement that was running, when known.
 */
export class TemplateRuntimeError extends TemplateError {
  override name = "TemplateRuntimeError";
  line: number | undefined;
  constructor(readonly detail: string) {
    super(detail);
  }
  /** Attaches the template line the error happened on (first attachment wins: it is the innermost). */
  at(line: number): this {
    if (this.line === undefined) {
      this.line = line;
      this.message = `${this.detail} (line ${line})`;
    }
    return this;
  }
}

/** An undefined value was used in a way that needs a value (called, iterated with arithmetic, ...). */
export class UndefinedError extends TemplateRuntimeError {
  override name = "UndefinedError";
}

/** The sandbox refused an operation (unsafe attribute, mutating a list or dict). */
export class SecurityError extends TemplateRuntimeError {
  override name = "SecurityError";
}

/** A configured limit (output size, loop iterations, range size, recursion depth) was exceeded. */
export class TemplateLimitError extends TemplateRuntimeError {
  override name = "TemplateLimitError";
}

/** The template called `raise_exception(message)`: the message is the template's own, unchanged. */
export class TemplateRaisedError extends TemplateRuntimeError {
  override name = "TemplateRaisedError";
  override at(line: number): this {
    this.line ??= line;
    return this;
  }
}

/** Converts an offset into `source` to a 1-based line and column. */
export function positionAt(source: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf("\n"); i !== -1 && i < offset; i = source.indexOf("\n", i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
