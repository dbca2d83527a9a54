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
