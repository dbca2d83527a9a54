/**
 * The counterpart's lower-level API, for code written against it: variables go into an Environment,
 * an Interpreter runs a parsed Program and returns the output as a string value.
 */

import type { Program } from "./ast.js";
import { compile } from "./compiler.js";
import { DEFAULT_LIMITS, type RenderLimits } from "./runtime/runtime.js";
import { analyze } from "./symbols.js";
import { defaultEnvironment } from "./template.js";

export class Environment {
  readonly variables = new Map<string, unknown>();
  constructor(readonly parent?: Environment) {}

  /** Declares (or replaces) a variable; values are plain JS data, as for Template.render. */
  set(name: string, value: unknown): unknown {
    this.variables.set(name, value);
    return value;
  }

  setVariable(name: string, value: unknown): unknown {
    return this.set(name, value);
  }

  lookupVariable(name: string): unknown {
    return this.variables.has(name) ? this.variables.get(name) : this.parent?.lookupVariable(name);
  }

  /** All variables, outer environments first so inner ones win. */
  toContext(): Record<string, unknown> {
    const context: Record<string, unknown> = this.parent?.toContext() ?? {};
    for (const [name, value] of this.variables) context[name] = value;
    return context;
  }
}

export class Interpreter {
  constructor(
    readonly global: Environment = new Environment(),
    readonly limits: Readonly<RenderLimits> = DEFAULT_LIMITS,
  ) {}

  run(program: Program): { type: "StringValue"; value: string } {
    return {
      type: "StringValue",
      value: compile(
        program,
        defaultEnvironment(),
        this.limits,
        analyze(program.body),
      )(this.global.toContext(), this.limits),
    };
  }
}
