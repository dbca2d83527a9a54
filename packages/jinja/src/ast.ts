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

/** The expressions of a filter application's arguments (filter blocks, block sets). */
export const filterArgs = (filters: readonly FilterCall[]): Expression[] =>
  filters.flatMap((f) => [...f.args, ...f.kwargs.map((k) => k.value)]);

type Visit = (child: Node) => void;

/** `f` on each node of a list, if there is one. */
function each(nodes: readonly Node[] | null, f: Visit): void {
  if (nodes !== null) for (const n of nodes) f(n);
}

/** `f` on a node, if there is one. */
function maybe(node: Node | null, f: Visit): void {
  if (node !== null) f(node);
}

/** `f` on arguments: positional ones, then the values of keyword ones. */
export function eachArg(node: { args: readonly Expression[]; kwargs: readonly Keyword[] }, f: Visit): void {
  each(node.args, f);
  for (const k of node.kwargs) f(k.value);
}

/**
 * Calls `f` on each node directly inside `node` that it evaluates or runs, in source order, without building a
 * list (the compiler walks the tree several times). Assignment targets are left out: they are written, not read.
 * The switch is exhaustive, so a new node type cannot be forgotten.
 */
export function eachChild(node: Node, f: Visit): void {
  switch (node.type) {
    case "Output":
      return f(node.expr);
    case "If":
      for (const b of node.branches) {
        f(b.test);
        each(b.body, f);
      }
      return each(node.orelse, f);
    case "For":
      f(node.iter);
      maybe(node.filter, f);
      each(node.body, f);
      return each(node.orelse, f);
    case "Set":
      return f(node.value);
    case "SetBlock":
    case "FilterBlock":
      for (const filter of node.filters) eachArg(filter, f);
      return each(node.body, f);
    case "CallBlock":
    case "Macro":
      if (node.type === "CallBlock") f(node.call);
      for (const p of node.params) maybe(p.default, f);
      return each(node.body, f);
    case "With":
      each(node.values, f);
      return each(node.body, f);
    case "Block":
      return each(node.body, f);
    case "Tag":
      eachArg(node, f);
      return each(node.body, f);
    case "Autoescape":
      f(node.value);
      return each(node.body, f);
    case "List":
    case "Tuple":
      return each(node.items, f);
    case "Dict":
      for (let i = 0; i < node.keys.length; i++) {
        f(node.keys[i] as Expression);
        f(node.values[i] as Expression);
      }
      return;
    case "Getattr":
      return f(node.object);
    case "Getitem":
      f(node.object);
      return f(node.index);
    case "Slice":
      maybe(node.start, f);
      maybe(node.stop, f);
      return maybe(node.step, f);
    case "Call":
      f(node.callee);
      eachArg(node, f);
      maybe(node.starArgs, f);
      return maybe(node.starKwargs, f);
    case "Filter":
    case "Test":
      f(node.operand);
      return eachArg(node, f);
    case "Unary":
      return f(node.operand);
    case "Binary":
    case "Logical":
      f(node.left);
      return f(node.right);
    case "Concat":
      return each(node.parts, f);
    case "Compare":
      f(node.left);
      for (const o of node.ops) f(o.right);
      return;
    case "Conditional":
      f(node.then);
      f(node.test);
      return maybe(node.orelse, f);
    default:
      // The nodes with nothing inside. Compiles only while every other node type has its case above.
      return void (node satisfies Text | Comment | Break | Continue | Unsupported | Const | Name | NamespaceRef);
  }
}

/** The nodes directly inside `node` that it evaluates or runs, in source order (see eachChild). */
export function children(node: Node): Node[] {
  const out: Node[] = [];
  eachChild(node, (child) => out.push(child));
  return out;
}
