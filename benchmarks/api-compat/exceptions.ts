/**
 * Every deliberate departure from a full check, with its reason. generate.ts reads this table; a name listed here
 * that the peer no longer exports fails the generator, so the list cannot go stale silently.
 */

export type PackageName = "jinja" | "tasks" | "inference";

const HARDWARE =
  "the counterpart's hardware catalogue (GPU/CPU throughput and memory sizes) is outside Hubkit's spec, " +
  "the shared reference data holds no such table, and mirroring it would mean copying the counterpart's data";

/** Peer exports Hubkit does not provide on purpose: the check file names them in a comment, with the reason. */
export const NOT_MIRRORED: Record<PackageName, Record<string, string>> = {
  jinja: {},
  tasks: {
    SKUS: HARDWARE,
    DEFAULT_MEMORY_OPTIONS: HARDWARE,
    HardwareSpec: HARDWARE,
    SkuType: HARDWARE,
  },
  inference: {},
};

const RUNTIME_VALUES =
  "the counterpart's Environment holds runtime values (AnyRuntimeValue: objects with type, value, builtins, " +
  "__bool__()), ours plain JS values: set, setVariable and lookupVariable return unknown and variables is a " +
  "Map<string, unknown>, so `env.lookupVariable(name).value` stops compiling.";

/**
 * Known gaps in a package someone else is changing: their checks go to `<package>.pending.ts`, which the
 * tsconfig leaves out, with the fix each one needs. Move a name out of here once its fix lands.
 */
export const PENDING: Record<PackageName, Record<string, string>> = {
  jinja: {
    Environment:
      "add the public `tests: ReadonlyMap<string, (...values: AnyRuntimeValue[]) => boolean>` (the jinja tests by " +
      "name); turn the public toContext() into a module function in compat.ts (the counterpart's Environment has " +
      "no such member, so its Environments are refused as `parent`); and " +
      RUNTIME_VALUES,
    Interpreter:
      "add the public `evaluate(statement: Statement | undefined, environment: Environment): AnyRuntimeValue`; " +
      "run() returns a plain { type, value } without the runtime-value members `builtins` and `__bool__()` " +
      "(return a string value object that has them); plus the Environment items (constructor parameter, `global`).",
    tokenize:
      "tokens follow jinja2's lexer (type is text, name, string, operator, ... per TOKEN_TYPES) while the " +
      "counterpart's Token.type is one of its own PascalCase kinds (Identifier, StringLiteral, OpenStatement, ...), " +
      "so code that inspects token kinds breaks: either emit the counterpart's kinds or list tokenize as not mirrored.",
    parse:
      "parse() demands `start` and `end` on every token (used for error positions), so the counterpart's " +
      "Token[] ({ value, type }) is refused: make them optional in parse's parameter type (positions then fall " +
      "back to the token's index) and accept the counterpart's token kinds (see tokenize).",
  },
  tasks: {},
  inference: {},
};
