import type { Program } from "./ast.js";
import { compile, type RenderFunction } from "./compiler.js";
import { TemplateError } from "./errors.js";
import { formatProgram } from "./format.js";
import { tokenize } from "./lexer.js";
import { parse } from "./parser.js";
import { DEFAULT_LIMITS, type RenderLimits } from "./runtime/runtime.js";

/** Limits for rendering; any omitted one keeps its default (see DEFAULT_LIMITS). */
export type TemplateOptions = Partial<RenderLimits>;

function checkLimits(options: TemplateOptions): RenderLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof RenderLimits)[]) {
    const value = options[key];
    if (value === undefined) continue;
    if (typeof value !== "number" || !(value >= 0) || (!Number.isInteger(value) && value !== Infinity)) {
      throw new TemplateError(`Option ${key} must be a non-negative integer (or Infinity), got ${String(value)}`);
    }
    limits[key] = value;
  }
  return limits;
}

/**
 * A chat template, parsed and compiled once, rendered many times. Renders as Python jinja2 does when
 * configured like transformers: sandboxed, trim_blocks, lstrip_blocks, loop controls, `generation` tag,
 * `tojson` keeping non-ASCII text, `raise_exception` and `strftime_now` globals.
 */
export class Template {
  readonly parsed: Program;
  private readonly run: RenderFunction;
  private readonly limits: RenderLimits;

  constructor(template: string, options: TemplateOptions = {}) {
    if (typeof template !== "string")
      throw new TemplateError(`Template source must be a string, got ${typeof template}`);
    this.limits = checkLimits(options);
    this.parsed = parse(tokenize(template, { trim_blocks: true, lstrip_blocks: true }));
    this.run = compile(this.parsed, this.limits);
  }

  /** Renders with `items` as the variables; `options` overrides this template's limits for one render. */
  render(items: Record<string, unknown> = {}, options?: TemplateOptions): string {
    if (items === null || typeof items !== "object" || Array.isArray(items)) {
      throw new TemplateError("render() expects an object of variables");
    }
    return this.run(items, options === undefined ? this.limits : checkLimits({ ...this.limits, ...options }));
  }

  /** The template re-printed with consistent layout (same output when rendered). */
  format(options?: { indent: string | number }): string {
    return formatProgram(this.parsed, options?.indent);
  }
}
