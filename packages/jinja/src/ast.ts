/**
 * The template AST: one node type per construct, discriminated by `type`.
 * `pos` is the offset of the node in the (newline-normalised) source, for error messages.
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
  | Generation
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
  value: string;
}

/** `{{ expr }}` (and `{% print expr %}`). */
export interface Output {
  type: "Output";
  pos: number;
  expr: Expression;
}

export interface IfBranch {
  test: Expression;
  body: Statement[];
  pos: number;
}

/** `if` with its `elif` branches in order; `orelse` is the `else` body, if any. */
export interface If {
  type: "If";
  pos: number;
  branches: IfBranch[];
  orelse: Statement[] | null;
}

export interface For {
  type: "For";
  pos: number;
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
  target: Target;
  value: Expression;
}

/** `{% set x | filter %}...{% endset %}` */
export interface SetBlock {
  type: "SetBlock";
  pos: number;
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
  name: string;
  params: Parameter[];
  body: Statement[];
}

/** `{% call(params) macro(args) %}body{% endcall %}`: the body becomes `caller`. */
export interface CallBlock {
  type: "CallBlock";
  pos: number;
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
}

export interface FilterBlock {
  type: "FilterBlock";
  pos: number;
  filters: FilterCall[];
  body: Statement[];
}

export interface With {
  type: "With";
  pos: number;
  targets: Target[];
  values: Expression[];
  body: Statement[];
}

export interface Block {
  type: "Block";
  pos: number;
  name: string;
  scoped: boolean;
  required: boolean;
  body: Statement[];
}

/** transformers' `{% generation %}` tag: renders its body. */
export interface Generation {
  type: "Generation";
  pos: number;
  body: Statement[];
}

export interface Autoescape {
  type: "Autoescape";
  pos: number;
  value: Expression;
  body: Statement[];
}

export interface Break {
  type: "Break";
  pos: number;
}

export interface Continue {
  type: "Continue";
  pos: number;
}

export interface Comment {
  type: "Comment";
  pos: number;
  value: string;
}

/** Tags that need a template loader (`include`, `extends`, `import`, `from`): they fail when they run. */
export interface Unsupported {
  type: "Unsupported";
  pos: number;
  tag: string;
  source: string;
}

export interface Const {
  type: "Const";
  pos: number;
  kind: "str" | "int" | "float" | "bool" | "none";
  value: string | number | boolean | null;
}

export interface ListLiteral {
  type: "List";
  pos: number;
  items: Expression[];
}

export interface TupleLiteral {
  type: "Tuple";
  pos: number;
  items: Expression[];
}

export interface DictLiteral {
  type: "Dict";
  pos: number;
  keys: Expression[];
  values: Expression[];
}

export interface Name {
  type: "Name";
  pos: number;
  name: string;
}

/** `obj.name` */
export interface Getattr {
  type: "Getattr";
  pos: number;
  object: Expression;
  name: string;
}

/** `obj[index]` (and `obj.0`) */
export interface Getitem {
  type: "Getitem";
  pos: number;
  object: Expression;
  index: Expression;
}

/** `start:stop:step` inside a subscript */
export interface Slice {
  type: "Slice";
  pos: number;
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
  operand: Expression;
  name: string;
  args: Expression[];
  kwargs: Keyword[];
}

export interface Test {
  type: "Test";
  pos: number;
  operand: Expression;
  name: string;
  args: Expression[];
  kwargs: Keyword[];
  negated: boolean;
}

export interface Unary {
  type: "Unary";
  pos: number;
  op: "not" | "-" | "+";
  operand: Expression;
}

export type BinaryOperator = "+" | "-" | "*" | "/" | "//" | "%" | "**";

export interface Binary {
  type: "Binary";
  pos: number;
  op: BinaryOperator;
  left: Expression;
  right: Expression;
}

export interface Logical {
  type: "Logical";
  pos: number;
  op: "and" | "or";
  left: Expression;
  right: Expression;
}

/** `a ~ b ~ c` */
export interface Concat {
  type: "Concat";
  pos: number;
  parts: Expression[];
}

export type CompareOperator = "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "not in";

/** A comparison chain: `a < b <= c` is `a < b and b <= c` with `b` evaluated once. */
export interface Compare {
  type: "Compare";
  pos: number;
  left: Expression;
  ops: { op: CompareOperator; right: Expression }[];
}

/** `then if test else orelse`; without `else` a false test gives undefined. */
export interface Conditional {
  type: "Conditional";
  pos: number;
  test: Expression;
  then: Expression;
  orelse: Expression | null;
}

/** `ns.attr` as an assignment target. */
export interface NamespaceRef {
  type: "NamespaceRef";
  pos: number;
  name: string;
  attr: string;
}
