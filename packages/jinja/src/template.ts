import type { Program } from "./ast.js";
import { FILTERS, FOLDABLE } from "./builtins/filters.js";
import { TESTS } from "./builtins/tests.js";
import { GLOBALS } from "./builtins/globals.js";
import { METHODS } from "./builtins/methods.js";
import { compile, type CompileEnvironment, type RenderFunction } from "./compiler.js";
import { TemplateError } from "./errors.js";
import { formatProgram } from "./format.js";
import { tokenize } from "./lexer.js";
import { parse } from "./parser.js";
import type { Builtin } from "./runtime/args.js";
import { DEFAULT_LIMITS, type Methods, type RenderLimits } from "./runtime/runtime.js";
import { newFacts } from "./symbols.js";
import { DEFAULT_TAGS, type TagDefinition } from "./tags.js";

/** Limits for rendering; any omitted one keeps its default (see DEFAULT_LIMITS). */
export type TemplateOptions = Partial<RenderLimits>;

/** A filter or test as the engine calls it; `defineFilter` and `defineTest` make one from a plain function. */
export type Filter = Builtin;
export type Test = Builtin;

/** How a TemplateEnvironment is configured: default limits, and the size of its cache of compiled templates. */
export interface EnvironmentOptions extends TemplateOptions {
  /**
   * How many compiled templates `fromString` and `new Template` keep (least recently used go first); 0: none. 128 by
   * default, as transformers' `lru_cache` on `_compile_jinja_template` keeps.
   */
  cacheSize?: number;
}

const LIMITS = Object.keys(DEFAULT_LIMITS) as (keyof RenderLimits)[];

/** `base` with the limits `options` gives, each checked; `base` itself when it gives none. */
function checkLimits(options: TemplateOptions, base: Readonly<RenderLimits>): Readonly<RenderLimits> {
  let limits: RenderLimits | undefined;
  for (const key of LIMITS) {
    const value = options[key];
    if (value === undefined) continue;
    // Number.isInteger and `=== Infinity` refuse every other type (a string, a boolean, null...).
    if (!(value >= 0) || (!Number.isInteger(value) && value !== Infinity)) {
      throw new TemplateError(`Option ${key} must be a non-negative integer (or Infinity), got ${String(value)}`);
    }
    (limits ??= { ...base })[key] = value;
  }
  return limits ?? base;
}

/** transformers' lexer options. */
const LEXING = { trim_blocks: true, lstrip_blocks: true };

interface Compiled {
  parsed: Program;
  run: RenderFunction;
}

/**
 * jinja2's Environment: the filters, tests, globals, statement tags and limits templates are compiled and
 * rendered with, and a cache of compiled templates. A new one is configured as transformers configures jinja2
 * (sandboxed, trim_blocks, lstrip_blocks, loop controls, `{% generation %}`, `tojson`, `raise_exception`,
 * `strftime_now`). As in jinja2, add to its filters, tests and tags before compiling templates with it: a template
 * looks them up when it is compiled (and compiled templates are cached), globals when it renders.
 * (`Environment` is the counterpart's variable store, kept for code written against it.)
 */
export class TemplateEnvironment implements CompileEnvironment {
  /** Filters by name: built-ins, then anything added (`env.filters.set("name", defineFilter(...))`). */
  readonly filters: Map<string, Filter>;
  readonly tests: Map<string, Test>;
  /** Values every template sees (a context value of the same name shadows one); functions via `defineFunction`. */
  readonly globals: Map<string, unknown>;
  /** Statement tags (`{% name %}`), as jinja2 extensions add them (see TagDefinition). */
  readonly tags: Map<string, TagDefinition>;
  readonly limits: Readonly<RenderLimits>;
  readonly foldable: ReadonlySet<unknown> = FOLDABLE;
  readonly methods: Methods = METHODS;
  private readonly cacheSize: number;
  private readonly cache = new Map<string, Compiled>();

  constructor(options: EnvironmentOptions = {}) {
    this.limits = checkLimits(options, DEFAULT_LIMITS);
    const size = options.cacheSize ?? 128;
    if (!(size >= 0)) throw new TemplateError(`Option cacheSize must be a non-negative number, got ${String(size)}`);
    this.cacheSize = size;
    this.filters = new Map(FILTERS);
    this.tests = new Map(TESTS);
    this.globals = new Map(GLOBALS);
    this.tags = new Map(DEFAULT_TAGS);
  }

  /** jinja2's `env.from_string(source)`: a template compiled with this environment. */
  fromString(source: string, options?: TemplateOptions): Template {
    return new Template(source, options, this);
  }

  /**
   * The compiled form of `source` under `limits`: from the cache when this environment compiled it before, so a
   * template seen again costs only its render.
   */
  compiled(source: string, limits: Readonly<RenderLimits>): Compiled {
    const key = limits === this.limits ? source : `${Object.values(limits).join()}\0${source}`;
    const cache = this.cache;
    let entry = cache.get(key);
    // Most recently used last (set again below): the first entry is the one to drop.
    cache.delete(key);
    if (entry === undefined) {
      const facts = newFacts();
      const parsed = parse(tokenize(source, LEXING), this.tags, facts);
      entry = { parsed, run: compile(parsed, this, limits, facts) };
      const oldest = cache.keys().next();
      if (cache.size >= this.cacheSize && !oldest.done) cache.delete(oldest.value);
    }
    if (this.cacheSize > 0) cache.set(key, entry);
    return entry;
  }
}

let standard: TemplateEnvironment | undefined;

/** The environment `new Template(source)` uses: transformers' configuration, never changed. */
export const defaultEnvironment = (): TemplateEnvironment => (standard ??= new TemplateEnvironment());

/**
 * A chat template, parsed and compiled once, rendered many times. Renders as Python jinja2 does when
 * configured like transformers: sandboxed, trim_blocks, lstrip_blocks, loop controls, `generation` tag,
 * `tojson` keeping non-ASCII text, `raise_exception` and `strftime_now` globals. Compiled templates are cached
 * by source and options, so `new Template(source)` for a source seen before only looks it up.
 */
export class Template {
  readonly parsed: Program;
  private readonly run: RenderFunction;
  private readonly limits: Readonly<RenderLimits>;

  /** `environment` supplies filters, tests, globals, tags and default limits (`env.fromString` passes it). */
  constructor(template: string, options: TemplateOptions = {}, environment?: TemplateEnvironment) {
    if (typeof template !== "string")
      throw new TemplateError(`Template source must be a string, got ${typeof template}`);
    const env = environment ?? defaultEnvironment();
    this.limits = checkLimits(options, env.limits);
    ({ parsed: this.parsed, run: this.run } = env.compiled(template, this.limits));
  }

  /** Renders with `items` as the variables; `options` overrides this template's limits for one render. */
  render(items: Record<string, unknown> = {}, options?: TemplateOptions): string {
    if (items === null || typeof items !== "object" || Array.isArray(items)) {
      throw new TemplateError("render() expects an object of variables");
    }
    return this.run(items, options === undefined ? this.limits : checkLimits(options, this.limits));
  }

  /** The template re-printed with consistent layout (same output when rendered). */
  format(options?: { indent: string | number }): string {
    return formatProgram(this.parsed, options?.indent);
  }
}
