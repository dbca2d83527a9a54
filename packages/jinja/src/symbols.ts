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

type Mode = "param" | "resolve" | "alias" | "undefined";

export class Symbols {
  readonly refs = new Map<string, Mode>();
  readonly stores = new Set<string>();

  constructor(readonly parent: Symbols | null) {}

  private find(name: string): boolean {
    return this.refs.has(name) || (this.parent?.find(name) ?? false);
  }

  load(name: string): void {
    if (!this.find(name)) this.refs.set(name, "resolve");
  }

  store(name: string): void {
    this.stores.add(name);
    if (!this.refs.has(name)) this.refs.set(name, this.parent?.find(name) ? "alias" : "undefined");
  }

  param(name: string): void {
    this.stores.add(name);
    this.refs.set(name, "param");
  }

  copy(): Symbols {
    const c = new Symbols(this.parent);
    for (const [k, v] of this.refs) c.refs.set(k, v);
    for (const s of this.stores) c.stores.add(s);
    return c;
  }

  /** After an `if`: names first assigned in a branch take their outside value on entry. */
  branchUpdate(branches: Symbols[]): void {
    const stores = new Set<string>();
    for (const b of branches) for (const s of b.stores) if (!this.stores.has(s)) stores.add(s);
    for (const b of branches) {
      for (const [k, v] of b.refs) this.refs.set(k, v);
      for (const s of b.stores) this.stores.add(s);
    }
    for (const name of stores) this.refs.set(name, this.parent?.find(name) ? "alias" : "resolve");
  }

  /** Names this frame owns that start undefined. */
  undefinedNames(): string[] {
    return [...this.refs].filter(([, mode]) => mode === "undefined").map(([name]) => name);
  }
}

/** Marks the names an expression reads. */
function visitExpression(e: A.Expression | null, sym: Symbols): void {
  if (e === null) return;
  const all = (xs: readonly (A.Expression | null)[]) => {
    for (const x of xs) visitExpression(x, sym);
  };
  switch (e.type) {
    case "Name":
      sym.load(e.name);
      return;
    case "List":
    case "Tuple":
      all(e.items);
      return;
    case "Dict":
      for (let i = 0; i < e.keys.length; i++) all([e.keys[i] as A.Expression, e.values[i] as A.Expression]);
      return;
    case "Getattr":
      visitExpression(e.object, sym);
      return;
    case "Getitem":
      all([e.object, e.index]);
      return;
    case "Slice":
      all([e.start, e.stop, e.step]);
      return;
    case "Call":
      all([e.callee, ...e.args, ...e.kwargs.map((k) => k.value), e.starArgs, e.starKwargs]);
      return;
    case "Filter":
    case "Test":
      all([e.operand, ...e.args, ...e.kwargs.map((k) => k.value)]);
      return;
    case "Unary":
      visitExpression(e.operand, sym);
      return;
    case "Binary":
    case "Logical":
      all([e.left, e.right]);
      return;
    case "Concat":
      all(e.parts);
      return;
    case "Compare":
      visitExpression(e.left, sym);
      all(e.ops.map((o) => o.right));
      return;
    case "Conditional":
      all([e.then, e.test, e.orelse]);
      return;
    case "NamespaceRef":
      sym.load(e.name);
      return;
    case "Const":
      return;
  }
}

function visitTarget(t: A.Target, sym: Symbols): void {
  if (t.type === "Name") sym.store(t.name);
  else if (t.type === "NamespaceRef") sym.load(t.name);
  else for (const item of t.items) visitTarget(item as A.Target, sym);
}

function copyVisit(sym: Symbols, visit: (s: Symbols) => void): Symbols {
  const c = sym.copy();
  visit(c);
  return c;
}

function visitIf(branches: readonly A.IfBranch[], orelse: readonly A.Statement[] | null, sym: Symbols): void {
  const [first, ...elifs] = branches as [A.IfBranch, ...A.IfBranch[]];
  visitExpression(first.test, sym);
  const body = copyVisit(sym, (s) => visitStatements(first.body, s));
  // jinja2 nests each elif as an If of its own, visited inside the elif branch.
  const elif = copyVisit(sym, (s) => {
    for (const b of elifs) visitIf([b], null, s);
  });
  const other = copyVisit(sym, (s) => visitStatements(orelse ?? [], s));
  sym.branchUpdate([body, elif, other]);
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
