/** A position in template source, 1-based as editors show it. */
export interface SourcePosition {
  line: number;
  column: number;
}

/** The part of the template an error is about: offsets into the (newline-normalised) source, end exclusive. */
export interface SourceSpan {
  start: number;
  end: number;
}

/** Base class of every error the engine throws, so callers can tell ours from anything else. */
export class TemplateError extends Error {
  override name = "TemplateError";
  /** The message without the location the engine adds to `message`. */
  detail: string;
  /** The (newline-normalised) template source `span` points into, when the error is about a place in it. */
  source: string | undefined;
  span: SourceSpan | undefined;
  /** Where `span` starts (a syntax error always has one; a runtime error once the failing expression is known). */
  position: SourcePosition | undefined;

  constructor(message: string) {
    super(message);
    this.detail = message;
  }

  /** The template line, 1-based, when known. */
  get line(): number | undefined {
    return this.position?.line;
  }
}

/** How many characters of a long line a report shows, from a third of that before the failing place. */
const SHOWN = 120;

/**
 * An error as a report: its name and message, then the template's line (after the one before it) with a caret line
 * under the failing part, as minijinja's debug output shows it; just the name and message when the error has no
 * place. A long line is shown in part, around the failing place, with "..." where it goes on. (A function rather
 * than a method, so that apps that never show one do not ship it.)
 */
export function formatError(error: TemplateError): string {
  let out = `${error.name}: ${error.message}`;
  const { source, span, position } = error;
  if (source !== undefined && span !== undefined && position !== undefined) {
    const { line, column } = position;
    const lines = source.split("\n");
    const text = lines[line - 1] as string;
    const width = String(line).length;
    const from = text.length > SHOWN ? Math.max(0, column - 1 - SHOWN / 3) : 0;
    const cut = from > 0 ? "..." : "";
    const shown = (t: string) => cut + t.slice(from, from + SHOWN) + (t.length > from + SHOWN ? "..." : "");
    for (let i = Math.max(1, line - 1); i <= line; i++) {
      out += `\n${String(i).padStart(width)} ${i < line ? "|" : ">"} ${shown(lines[i - 1] as string)}`;
    }
    // The caret runs to the span's end, or to the end of the line (or of what is shown of it) when the span goes on.
    const carets = Math.max(1, Math.min(span.end - span.start, Math.min(text.length, from + SHOWN) - column + 1));
    const before = cut + text.slice(from, column - 1);
    out += `\n${" ".repeat(width)} | ${before.replace(/[^\t]/g, " ")}${"^".repeat(carets)}`;
  }
  return out;
}

/** A message with the line it is about (and the column, for syntax errors). */
function placed(detail: string, { line, column }: SourcePosition, withColumn: boolean): string {
  return `${detail} (line ${line}${withColumn ? `, column ${column}` : ""})`;
}

/** Points `error` at `span` of `source` (the first place given wins: it is the innermost). */
export function locate<E extends TemplateError>(error: E, source: string, start: number, end: number): E {
  if (error.span === undefined) {
    error.source = source;
    error.span = { start, end };
    error.position = positionAt(source, start);
    if (!(error instanceof TemplateRaisedError)) {
      error.message = placed(error.detail, error.position, error instanceof TemplateSyntaxError);
    }
  }
  return error;
}

/** The template text is malformed: says what was expected and where. */
export class TemplateSyntaxError extends TemplateError {
  override name = "TemplateSyntaxError";
  declare position: SourcePosition;
  constructor(detail: string, position: SourcePosition) {
    super(placed(detail, position, true));
    this.detail = detail;
    this.position = position;
  }
}

/** A syntax error at `start`..`end` of `source`. */
export function syntaxError(detail: string, source: string, start: number, end = start + 1): TemplateSyntaxError {
  return locate(new TemplateSyntaxError(detail, positionAt(source, start)), source, start, end);
}

/** Rendering failed: names the operation and the Python type of the values involved (and where, once known). */
export class TemplateRuntimeError extends TemplateError {
  override name = "TemplateRuntimeError";
}

/** An undefined value was used in a way that needs a value (called, iterated with arithmetic, ...). */
export class UndefinedError extends TemplateRuntimeError {
  override name = "UndefinedError";
}

/** The sandbox refused an operation (unsafe attribute, mutating a list or dict). */
export class SecurityError extends TemplateRuntimeError {
  override name = "SecurityError";
}

/** A configured limit was exceeded: `limit` names the option (`maxSteps`, `timeoutMs`, ...), as the message does. */
export class TemplateLimitError extends TemplateRuntimeError {
  override name = "TemplateLimitError";
  constructor(
    detail: string,
    readonly limit?: string,
  ) {
    super(limit === undefined ? detail : `${detail} (${limit})`);
  }
}

/** The template called `raise_exception(message)`: the message is the template's own, unchanged. */
export class TemplateRaisedError extends TemplateRuntimeError {
  override name = "TemplateRaisedError";
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
