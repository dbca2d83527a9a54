/**
 * jinja2's compile-time symbol tracking (idtracking), which decides where a name lives.
 *
 * Each frame (the template, a loop body, a macro, a call/filter/set/with block) owns the names it assigns.
 * Such a name starts, on entering the frame, as the value it has outside ("resolve"/"alias") if the frame
 * reads it before it first assigns it (in source order, not looking into inner frames), and as undefined
 * otherwise. Lookup by scope chain gives the first case for free; the compiler marks the second kind
 * (`missing`) on frame entry, so an inner frame that reads such a name before the outer assignment has
 * run sees undefined, as in jinja2, instead of the context's value.
 */

import { eachArg, eachChild, filterArgs, type Node } from "./ast.js";
import type * as A from "./ast.js";

/**
 * What a frame knows: every name referenced at its level (parameters, reads, assignments, including inside
 * `if` branches), and the names whose first reference was an assignment outside any branch with no
 * outer frame knowing them: those start undefined. (This is jinja2's Symbols with its load modes reduced
 * to the one distinction that changes output; an assignment inside a branch makes jinja2 resolve the
 * name from outside on entry, so it never starts undefined.)
 */
export interface Symbols {
  /** Is `name` referenced by this frame or an enclosing one? */
  knows(name: string): boolean;
  /** Names this frame owns that start undefined. */
  readonly missing: readonly string[];
}

/**
 * Calls `f` for every name read anywhere in `nodes` (inner frames included). Assignment targets are not reads:
 * `eachChild` leaves them out.
 */
export function forEachName(nodes: readonly A.Node[], f: (name: string) => void): void {
  const visit = (node: A.Node): void => (node.type === "Name" ? f(node.name) : eachChild(node, visit));
  for (const node of nodes) visit(node);
}

/** Calls `f` on the expressions a statement evaluates in the frame it stands in (its bodies are frames of their own). */
function eachOuter(n: A.Statement, f: (node: A.Node) => void): void {
  switch (n.type) {
    case "Output":
      return f(n.expr);
    case "For":
      return f(n.iter);
    case "Set":
      return f(n.value);
    case "CallBlock":
      return f(n.call);
    case "FilterBlock":
      return filterArgs(n.filters).forEach(f);
    case "Tag":
      return eachArg(n, f);
    case "With":
      return n.values.forEach(f);
    // Nothing else: an `if` is walked branch by branch; a block set's filters and an autoescape's value belong to
    // its frame; the other statements evaluate nothing where they stand.
  }
}

/** What the compiler needs to know of a whole template before it compiles any of it. */
export interface Facts {
  /** Every name the template binds anywhere; any other name is read from the context or the globals directly. */
  readonly bound: Set<string>;
  /** The loops whose body names `loop` (others need no loop object). */
  readonly loopUsers: Set<A.Node>;
}

/** Facts for a template that binds nothing (the names frames bind themselves are always bound). */
export const newFacts = (): Facts => ({
  bound: new Set(["loop", "caller", "varargs", "kwargs"]),
  loopUsers: new Set(),
});

/**
 * One walk over a template for its facts (the parser gathers them as it goes; this serves a program from
 * elsewhere): every name it binds anywhere (assignment targets, macros and their parameters, and the
 * names frames bind themselves; any other name can only come from the context or the globals, so it is read
 * there directly), and the loops whose body names `loop` (others need no loop object).
 */
export function analyze(body: readonly A.Statement[]): Facts {
  const facts = newFacts();
  const { bound, loopUsers } = facts;
  const bind = (name: string): void => void bound.add(name);
  /** Is `loop` read in the node being visited (so far)? */
  let reads = false;
  const visit = (n: A.Node): void => {
    switch (n.type) {
      case "Name":
        reads ||= n.name === "loop";
        return;
      case "Const":
      case "Text":
        return;
      case "Set":
      case "SetBlock":
        eachTargetName(n.target, bind);
        break;
      case "With":
        for (const t of n.targets) eachTargetName(t, bind);
        break;
      case "Macro":
      case "CallBlock":
        if (n.type === "Macro") bound.add(n.name);
        for (const p of n.params) bound.add(p.name);
        break;
      case "For": {
        eachTargetName(n.target, bind);
        const before = reads;
        reads = false;
        eachChild(n, visit);
        if (reads) loopUsers.add(n);
        reads ||= before;
        return;
      }
      default:
        break;
    }
    eachChild(n, visit);
  };
  body.forEach(visit);
  return facts;
}

/** Calls `f` on the names a `for` or `set` target assigns. */
export function eachTargetName(t: A.Target, f: (name: string) => void): void {
  if (t.type === "Name") f(t.name);
  else if (t.type === "Tuple") for (const item of t.items) eachTargetName(item as A.Target, f);
}

/** Names a `for` or `set` target assigns. */
export function targetNames(t: A.Target): string[] {
  const out: string[] = [];
  eachTargetName(t, (name) => out.push(name));
  return out;
}

/** The symbols of a frame: its parameters, expressions evaluated in it, then its statements. */
export function frameSymbols(
  parent: Symbols | null,
  params: readonly string[],
  body: readonly A.Statement[],
  expressions: readonly Node[] = [],
): Symbols {
  const refs = new Set(params);
  const missing: string[] = [];
  /** How many `if` branches deep the visit currently is. */
  let branchDepth = 0;
  const knows = (name: string): boolean => refs.has(name) || (parent?.knows(name) ?? false);
  // A name read is known from here on (adding one an outer frame knows changes nothing).
  const load = (name: string): void => void refs.add(name);
  const store = (name: string): void => {
    if (refs.has(name)) return;
    if (branchDepth === 0 && !parent?.knows(name)) missing.push(name);
    refs.add(name);
  };
  const visitLoad = (node: A.Node): void => forEachName([node], load);
  const visitTarget = (t: A.Target): void => {
    if (t.type === "Name") store(t.name);
    else if (t.type === "NamespaceRef") load(t.name);
    else for (const item of t.items) visitTarget(item as A.Target);
  };
  /** Only the first test of an `if` always runs (jinja2 nests each elif as an If of its own in the branch before). */
  const visitIf = (n: A.If): void => {
    for (const b of n.branches) {
      visitLoad(b.test);
      branchDepth++;
      visitStatements(b.body);
    }
    visitStatements(n.orelse ?? []);
    branchDepth -= n.branches.length;
  };
  /** What a frame sees of a statement: inner frames contribute only the parts evaluated outside them. */
  const visitStatements = (nodes: readonly A.Statement[]): void => {
    for (const n of nodes) {
      eachOuter(n, visitLoad);
      if (n.type === "If") visitIf(n);
      else if (n.type === "Set" || n.type === "SetBlock") visitTarget(n.target);
      else if (n.type === "Macro") store(n.name);
    }
  };
  expressions.forEach(visitLoad);
  visitStatements(body);
  return { knows, missing };
}
