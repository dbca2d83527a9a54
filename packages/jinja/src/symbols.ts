/**
 * jinja2's compile-time symbol tracking (idtracking), which decides where a name lives.
 *
 * Each frame (the template, a loop body, a macro, a call/filter/set/with block) owns the names it assigns.
 * Such a name starts, on entering the frame, as the value it has outside ("resolve"/"alias") if the frame
 * reads it before it first assigns it (in source order, not looking into inner frames), and as undefined
 * otherwise. Lookup by scope chain gives the first case for free; the compiler marks the second kind
 * (`undefinedNames`) missing on frame entry, so an inner frame that reads such a name before the outer
 * assignment has run sees undefined, as in jinja2, instead of the context's value.
 */

import type * as A from "./ast.js";

/**
 * What a frame knows: every name referenced at its level (parameters, reads, assignments, including inside
 * `if` branches), and the names whose first reference was an assignment outside any branch with no
 * outer frame knowing them: those start undefined. (This is jinja2's Symbols with its load modes reduced
 * to the one distinction that changes output; an assignment inside a branch makes jinja2 resolve the
 * name from outside on entry, so it never starts undefined.)
 */
export class Symbols {
  private readonly refs = new Set<string>();
  private readonly undefinedSet = new Set<string>();
  /** How many `if` branches deep the visit currently is. */
  branchDepth = 0;

  constructor(readonly parent: Symbols | null) {}

  private knows(name: string): boolean {
    return this.refs.has(name) || (this.parent?.knows(name) ?? false);
  }

  load(name: string): void {
    if (!this.knows(name)) this.refs.add(name);
  }

  store(name: string): void {
    if (this.refs.has(name)) return;
    if (this.branchDepth === 0 && !this.parent?.knows(name)) this.undefinedSet.add(name);
    this.refs.add(name);
  }

  param(name: string): void {
    this.refs.add(name);
  }

  /** Names this frame owns that start undefined. */
  undefinedNames(): string[] {
    return [...this.undefinedSet];
  }
}

/** Calls `f` for every name an expression reads. */
function forEachName(e: A.Expression | null, f: (name: string) => void): void {
  if (e === null) return;
  switch (e.type) {
    case "Name":
    case "NamespaceRef":
      f(e.name);
      return;
    case "Const":
      return;
    case "List":
    case "Tuple":
      for (const x of e.items) forEachName(x, f);
      return;
    case "Dict":
      for (const x of e.keys) forEachName(x, f);
      for (const x of e.values) forEachName(x, f);
      return;
    case "Getattr":
      forEachName(e.object, f);
      return;
    case "Getitem":
      forEachName(e.object, f);
      forEachName(e.index, f);
      return;
    case "Slice":
      forEachName(e.start, f);
      forEachName(e.stop, f);
      forEachName(e.step, f);
      return;
    case "Call":
      forEachName(e.callee, f);
      forEachName(e.starArgs, f);
      forEachName(e.starKwargs, f);
      for (const x of e.args) forEachName(x, f);
      for (const k of e.kwargs) forEachName(k.value, f);
      return;
    case "Filter":
    case "Test":
      forEachName(e.operand, f);
      for (const x of e.args) forEachName(x, f);
      for (const k of e.kwargs) forEachName(k.value, f);
      return;
    case "Unary":
      forEachName(e.operand, f);
      return;
    case "Binary":
    case "Logical":
      forEachName(e.left, f);
      forEachName(e.right, f);
      return;
    case "Concat":
      for (const x of e.parts) forEachName(x, f);
      return;
    case "Compare":
      forEachName(e.left, f);
      for (const o of e.ops) forEachName(o.right, f);
      return;
    case "Conditional":
      forEachName(e.test, f);
      forEachName(e.then, f);
      forEachName(e.orelse, f);
      return;
  }
}

function visitExpression(e: A.Expression | null, sym: Symbols): void {
  forEachName(e, (name) => sym.load(name));
}

/** Every name read anywhere in these statements, inner frames included (for `caller`, `varargs`, `kwargs`). */
export function namesIn(nodes: readonly A.Statement[], out = new Set<string>()): Set<string> {
  const add = (name: string) => void out.add(name);
  const exprs = (xs: readonly (A.Expression | null)[]) => {
    for (const x of xs) forEachName(x, add);
  };
  for (const n of nodes) {
    switch (n.type) {
      case "Output":
        exprs([n.expr]);
        break;
      case "If":
        for (const b of n.branches) {
          exprs([b.test]);
          namesIn(b.body, out);
        }
        namesIn(n.orelse ?? [], out);
        break;
      case "For":
        exprs([n.iter, n.filter]);
        namesIn(n.body, out);
        namesIn(n.orelse ?? [], out);
        break;
      case "Set":
        exprs([n.value]);
        break;
      case "SetBlock":
      case "FilterBlock":
        for (const f of n.filters) exprs([...f.args, ...f.kwargs.map((k) => k.value)]);
        namesIn(n.body, out);
        break;
      case "Macro":
      case "CallBlock":
        exprs(n.params.map((p) => p.default));
        if (n.type === "CallBlock") exprs([n.call]);
        namesIn(n.body, out);
        break;
      case "With":
        exprs(n.values);
        namesIn(n.body, out);
        break;
      case "Autoescape":
        exprs([n.value]);
        namesIn(n.body, out);
        break;
      case "Block":
      case "Generation":
        namesIn(n.body, out);
        break;
      default:
        break;
    }
  }
  return out;
}

function visitTarget(t: A.Target, sym: Symbols): void {
  if (t.type === "Name") sym.store(t.name);
  else if (t.type === "NamespaceRef") sym.load(t.name);
  else for (const item of t.items) visitTarget(item as A.Target, sym);
}

function visitIf(branches: readonly A.IfBranch[], orelse: readonly A.Statement[] | null, sym: Symbols): void {
  const [first, ...elifs] = branches as [A.IfBranch, ...A.IfBranch[]];
  visitExpression(first.test, sym);
  sym.branchDepth++;
  visitStatements(first.body, sym);
  // jinja2 nests each elif as an If of its own, visited inside the elif branch.
  for (const b of elifs) visitIf([b], null, sym);
  visitStatements(orelse ?? [], sym);
  sym.branchDepth--;
}

/** What a frame sees of one statement: inner frames contribute only the parts evaluated outside them. */
function visitStatement(n: A.Statement, sym: Symbols): void {
  switch (n.type) {
    case "Output":
      visitExpression(n.expr, sym);
      return;
    case "If":
      visitIf(n.branches, n.orelse, sym);
      return;
    case "For":
      visitExpression(n.iter, sym);
      return;
    case "Set":
      visitExpression(n.value, sym);
      visitTarget(n.target, sym);
      return;
    case "SetBlock":
      visitTarget(n.target, sym);
      return;
    case "Macro":
      sym.store(n.name);
      return;
    case "CallBlock":
      visitExpression(n.call, sym);
      return;
    case "FilterBlock":
      for (const f of n.filters) for (const a of [...f.args, ...f.kwargs.map((k) => k.value)]) visitExpression(a, sym);
      return;
    case "With":
      for (const v of n.values) visitExpression(v, sym);
      return;
    default:
      return;
  }
}

function visitStatements(nodes: readonly A.Statement[], sym: Symbols): void {
  for (const n of nodes) visitStatement(n, sym);
}

function targetNames(t: A.Target, out: string[] = []): string[] {
  if (t.type === "Name") out.push(t.name);
  else if (t.type === "Tuple") for (const item of t.items) targetNames(item as A.Target, out);
  return out;
}

/** The symbols of a frame: its parameters, expressions evaluated in it, then its statements. */
export function frameSymbols(
  parent: Symbols | null,
  params: readonly string[],
  body: readonly A.Statement[],
  expressions: readonly (A.Expression | null)[] = [],
): Symbols {
  const sym = new Symbols(parent);
  for (const p of params) sym.param(p);
  for (const e of expressions) visitExpression(e, sym);
  visitStatements(body, sym);
  return sym;
}

export { targetNames };
