/**
 * The template AST: one node type per construct, discriminated by `type`.
 * `pos` is the offset of the node in the (newline-normalised) source (of its operator for infix and postfix
 * forms, of its tag name for statements) and `end` the offset just after it (after the opening tag's last token
 * for statements with a body), for error messages.
 */

export interface Program {
  type: "Program";
  body: Statement[];
  /** The normalised source the offsets refer to. */
  source: string;
}

export type Statement =
  | Text
  | Output
  | If
  | For
  | Set
  | SetBlock
  | Macro
  | CallBlock
  | FilterBlock
  | With
  | Block
  | Tag
  | Autoescape
  | Break
  | Continue
  | Comment
  | Unsupported;

export type Expression =
  | Const
  | ListLiteral
  | TupleLiteral
  | DictLiteral
  | Name
  | Getattr
  | Getitem
  | Slice
  | Call
  | Filter
  | Test
  | Unary
  | Binary
  | Logical
  | Concat
  | Compare
  | Conditional
  | NamespaceRef;

/** What `for` and `set` can assign to. */
export type Target = Name | TupleLiteral | NamespaceRef;

export interface Text {
  type: "Text";
  pos: number;
  end: number;
  value: string;
}

/** `{{ expr }}` (and `{% print expr %}`). */
export interface Output {
  type: "Output";
  pos: number;
  end: number;
  expr: Expression;
}

export interface IfBranch {
  test: Expression;
  body: Statement[];
  pos: number;
  end: number;
}

/** `if` with its `elif` branches in order; `orelse` is the `else` body, if any. */
export interface If {
  type: "If";
  pos: number;
  end: number;
  branches: IfBranch[];
  orelse: Statement[] | null;
}

export interface For {
  type: "For";
  pos: number;
  end: number;
  target: Target;
  iter: Expression;
  /** `for x in xs if cond`: the inline filter. */
  filter: Expression | null;
  recursive: boolean;
  body: Statement[];
  orelse: Statement[] | null;
}

export interface Set {
  type: "Set";
  pos: number;
  end: number;
  target: Target;
  value: Expression;
}

/** `{% set x | filter %}...{% endset %}` */
export interface SetBlock {
  type: "SetBlock";
  pos: number;
  end: number;
  target: Target;
  filters: FilterCall[];
  body: Statement[];
}

export interface Parameter {
  name: string;
  default: Expression | null;
}

export interface Macro {
  type: "Macro";
  pos: number;
  end: number;
  name: string;
  params: Parameter[];
  body: Statement[];
}

/** `{% call(params) macro(args) %}body{% endcall %}`: the body becomes `caller`. */
export interface CallBlock {
  type: "CallBlock";
  pos: number;
  end: number;
  params: Parameter[];
  call: Call;
  body: Statement[];
}

/** A filter application without its operand, as used by filter blocks and block sets. */
export interface FilterCall {
  name: string;
  args: Expression[];
  kwargs: Keyword[];
  pos: number;
  end: number;
}

export interface FilterBlock {
  type: "FilterBlock";
  pos: number;
  end: number;
  filters: FilterCall[];
  body: Statement[];
}

export interface With {
  type: "With";
  pos: number;
  end: number;
  targets: Target[];
  values: Expression[];
  body: Statement[];
}

export interface Block {
  type: "Block";
  pos: number;
  end: number;
  name: string;
  scoped: boolean;
  required: boolean;
  body: Statement[];
}

/**
 * A tag the environment adds (transformers' `{% generation %}`, or a user's): its arguments, written like a
 * call's without the parentheses, and its body up to `{% end<name> %}` if the tag has one.
 */
export interface Tag {
  type: "Tag";
  pos: number;
  end: number;
  name: string;
  args: Expression[];
  kwargs: Keyword[];
  body: Statement[] | null;
}

export interface Autoescape {
  type: "Autoescape";
  pos: number;
  end: number;
  value: Expression;
  body: Statement[];
}

export interface Break {
  type: "Break";
  pos: number;
  end: number;
}

export interface Continue {
  type: "Continue";
  pos: number;
  end: number;
}

export interface Comment {
  type: "Comment";
  pos: number;
  end: number;
  value: string;
}

/** Tags that need a template loader (`include`, `extends`, `import`, `from`): they fail when they run. */
export interface Unsupported {
  type: "Unsupported";
  pos: number;
  end: number;
  tag: string;
  source: string;
}

export interface Const {
  type: "Const";
  pos: number;
  end: number;
  kind: "str" | "int" | "float" | "bool" | "none";
  value: string | number | bigint | boolean | null;
}

export interface ListLiteral {
  type: "List";
  pos: number;
  end: number;
  items: Expression[];
}

export interface TupleLiteral {
  type: "Tuple";
  pos: number;
  end: number;
  items: Expression[];
}

export interface DictLiteral {
  type: "Dict";
  pos: number;
  end: number;
  keys: Expression[];
  values: Expression[];
}

export interface Name {
  type: "Name";
  pos: number;
  end: number;
  name: string;
}

/** `obj.name` */
export interface Getattr {
  type: "Getattr";
  pos: number;
  end: number;
  object: Expression;
  name: string;
}

/** `obj[index]` (and `obj.0`) */
export interface Getitem {
  type: "Getitem";
  pos: number;
  end: number;
  object: Expression;
  index: Expression;
}

/** `start:stop:step` inside a subscript */
export interface Slice {
  type: "Slice";
  pos: number;
  end: number;
  start: Expression | null;
  stop: Expression | null;
  step: Expression | null;
}

export interface Keyword {
  name: string;
  value: Expression;
}

export interface Call {
  type: "Call";
  pos: number;
  end: number;
  callee: Expression;
  args: Expression[];
  kwargs: Keyword[];
  /** `*args` and `**kwargs` */
  starArgs: Expression | null;
  starKwargs: Expression | null;
}

export interface Filter {
  type: "Filter";
  pos: number;
  end: number;
  operand: Expression;
  name: string;
  args: Expression[];
  kwargs: Keyword[];
}

export interface Test {
  type: "Test";
  pos: number;
  end: number;
  operand: Expression;
  name: string;
  args: Expression[];
  kwargs: Keyword[];
  negated: boolean;
}

export interface Unary {
  type: "Unary";
  pos: number;
  end: number;
  op: "not" | "-" | "+";
  operand: Expression;
}

export type BinaryOperator = "+" | "-" | "*" | "/" | "//" | "%" | "**";

export interface Binary {
  type: "Binary";
  pos: number;
  end: number;
  op: BinaryOperator;
  left: Expression;
  right: Expression;
}

export interface Logical {
  type: "Logical";
  pos: number;
  end: number;
  op: "and" | "or";
  left: Expression;
  right: Expression;
}

/** `a ~ b ~ c` */
export interface Concat {
  type: "Concat";
  pos: number;
  end: number;
  parts: Expression[];
}

export type CompareOperator = "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "not in";

/** A comparison chain: `a < b <= c` is `a < b and b <= c` with `b` evaluated once. */
export interface Compare {
  type: "Compare";
  pos: number;
  end: number;
  left: Expression;
  ops: { op: CompareOperator; right: Expression }[];
}

/** `then if test else orelse`; without `else` a false test gives undefined. */
export interface Conditional {
  type: "Conditional";
  pos: number;
  end: number;
  test: Expression;
  then: Expression;
  orelse: Expression | null;
}

/** `ns.attr` as an assignment target. */
export interface NamespaceRef {
  type: "NamespaceRef";
  pos: number;
  end: number;
  name: string;
  attr: string;
}

/** Any node. */
export type Node = Statement | Expression;

const present = (nodes: readonly (Expression | null)[]): Expression[] => nodes.filter((n) => n !== null);

/** The expressions of a filter application's arguments (filter blocks, block sets). */
export const filterArgs = (filters: readonly FilterCall[]): Expression[] =>
  filters.flatMap((f) => [...f.args, ...f.kwargs.map((k) => k.value)]);

/**
 * The nodes directly inside `node` that it evaluates or runs, in source order. Assignment targets are left out:
 * they are written, not read. The switch is exhaustive, so a new node type cannot be forgotten.
 */
export function children(node: Node): Node[] {
  switch (node.type) {
    case "Text":
    case "Comment":
    case "Break":
    case "Continue":
    case "Unsupported":
    case "Const":
    case "Name":
    case "NamespaceRef":
      return [];
    case "Output":
      return [node.expr];
    case "If":
      return [...node.branches.flatMap((b) => [b.test, ...b.body]), ...(node.orelse ?? [])];
    case "For":
      return [node.iter, ...present([node.filter]), ...node.body, ...(node.orelse ?? [])];
    case "Set":
      return [node.value];
    case "SetBlock":
    case "FilterBlock":
      return [...filterArgs(node.filters), ...node.body];
    case "Macro":
      return [...present(node.params.map((p) => p.default)), ...node.body];
    case "CallBlock":
      return [node.call, ...present(node.params.map((p) => p.default)), ...node.body];
    case "With":
      return [...node.values, ...node.body];
    case "Block":
      return node.body;
    case "Tag":
      return [...node.args, ...node.kwargs.map((k) => k.value), ...(node.body ?? [])];
    case "Autoescape":
      return [node.value, ...node.body];
    case "List":
    case "Tuple":
      return node.items;
    case "Dict":
      return node.keys.flatMap((k, i) => present([k, node.values[i] ?? null]));
    case "Getattr":
      return [node.object];
    case "Getitem":
      return [node.object, node.index];
    case "Slice":
      return present([node.start, node.stop, node.step]);
    case "Call":
      return [
        node.callee,
        ...node.args,
        ...node.kwargs.map((k) => k.value),
        ...present([node.starArgs, node.starKwargs]),
      ];
    case "Filter":
    case "Test":
      return [node.operand, ...node.args, ...node.kwargs.map((k) => k.value)];
    case "Unary":
      return [node.operand];
    case "Binary":
    case "Logical":
      return [node.left, node.right];
    case "Concat":
      return node.parts;
    case "Compare":
      return [node.left, ...node.ops.map((o) => o.right)];
    case "Conditional":
      return present([node.then, node.test, node.orelse]);
  }
}
