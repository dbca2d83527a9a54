/**
 * Real parsers for the generated snippets, batched:
 * - Python: one python3 process runs `ast.parse` on every snippet, and reports its "skeleton" (the AST
 *   dump with every string constant replaced by "S"), the string constants, and the literal values a
 *   requests snippet sends (API_URL, the headers dict, the argument of `query(...)`).
 * - JavaScript: acorn (ES module, top-level await), with the same skeleton / strings / literal values.
 * - Shell: `bash -n` on every snippet in one bash process, and a run of each snippet with `curl` replaced
 *   by a shell function that records its arguments, so bash itself says what each word ends up as.
 *
 * Two snippets with the same skeleton differ only inside string literals: comparing an adversarial
 * record's snippet with the one of a benign twin proves the input never became code.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, type Node } from "acorn";
import { RUN_ENVIRONMENT } from "../run/catalogue.js";

export interface CodeReport {
  ok: boolean;
  error?: string;
  /** The syntax tree with string literal values blanked and positions dropped. */
  skeleton?: string;
  /** Every string literal's value, in source order. */
  strings?: string[];
  /** python/requests and js/fetch: the request the code sends, read from its literals. */
  url?: unknown;
  headers?: unknown;
  payload?: unknown;
}

const PYTHON_CHECKER = String.raw`
import ast, json, sys

def literal(node):
    try:
        return ast.literal_eval(node)
    except Exception:
        return None

def report(code):
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError) as error:
        return {"ok": False, "error": f"{type(error).__name__}: {error}"}
    out = {"ok": True}
    for node in tree.body:
        if not isinstance(node, ast.Assign):
            continue
        name = node.targets[0].id if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) else None
        if name == "API_URL":
            out["url"] = literal(node.value)
        elif name == "headers":
            out["headers"] = literal(node.value)
        elif isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) and node.value.func.id == "query" and node.value.args:
            out["payload"] = literal(node.value.args[0])
    strings = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            strings.append(node.value)
            node.value = "S"
    out["strings"] = strings
    out["skeleton"] = ast.dump(tree)
    return out

jobs = json.loads(sys.stdin.buffer.read().decode("utf-8"))
sys.stdout.write(json.dumps([report(code) for code in jobs]))
`;

/** Parses every snippet with python3's own parser, in one process. */
export function checkPython(sources: readonly string[]): CodeReport[] {
  if (sources.length === 0) return [];
  const output = execFileSync("python3", ["-c", PYTHON_CHECKER], {
    input: Buffer.from(JSON.stringify(sources), "utf8"),
    maxBuffer: 512 * 1024 * 1024,
  });
  return JSON.parse(output.toString("utf8")) as CodeReport[];
}

type AnyNode = Node & Record<string, unknown>;

/** The value of a literal expression (strings, numbers, booleans, null, arrays, plain objects). */
function jsLiteralValue(node: AnyNode | null | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case "Literal":
      return node.value;
    case "ArrayExpression":
      return (node.elements as AnyNode[]).map(jsLiteralValue);
    case "ObjectExpression":
      return Object.fromEntries(
        (node.properties as AnyNode[]).map((p) => {
          const key = p.key as AnyNode;
          return [key.type === "Identifier" ? key.name : key.value, jsLiteralValue(p.value as AnyNode)];
        }),
      );
    case "UnaryExpression":
      return node.operator === "-" ? -(jsLiteralValue(node.argument as AnyNode) as number) : undefined;
    default:
      return undefined;
  }
}

/** The tree without positions, raw text and string values; property keys written any way count as one. */
function skeletonOf(node: unknown, strings: string[]): unknown {
  if (Array.isArray(node)) return node.map((child) => skeletonOf(child, strings));
  if (node === null || typeof node !== "object") return node;
  const n = node as AnyNode;
  if (n.type === "Literal" && typeof n.value === "string") {
    strings.push(n.value);
    return { type: "Literal", value: "S" };
  }
  if (n.type === "TemplateElement") {
    strings.push(String((n.value as { cooked: unknown }).cooked));
    return { type: "TemplateElement" };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(n)) {
    if (key === "start" || key === "end" || key === "loc" || key === "range" || key === "raw") continue;
    if (n.type === "Property" && key === "key" && !n.computed) {
      const k = value as AnyNode;
      strings.push(k.type === "Identifier" ? String(k.name) : String(k.value));
      out.key = "K";
      continue;
    }
    out[key] = skeletonOf(value, strings);
  }
  return out;
}

function walk(node: unknown, visit: (node: AnyNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (node === null || typeof node !== "object" || typeof (node as AnyNode).type !== "string") return;
  visit(node as AnyNode);
  for (const value of Object.values(node)) if (value !== null && typeof value === "object") walk(value, visit);
}

/** Parses a snippet as an ES module with acorn (latest syntax, top-level await allowed). */
export function checkJs(code: string): CodeReport {
  let program: Node;
  try {
    program = parse(code, { ecmaVersion: "latest", sourceType: "module", allowAwaitOutsideFunction: true });
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const report: CodeReport = { ok: true };
  walk(program, (node) => {
    if (node.type !== "CallExpression") return;
    const callee = node.callee as AnyNode;
    const args = node.arguments as AnyNode[];
    if (callee.type === "Identifier" && callee.name === "fetch") {
      report.url = jsLiteralValue(args[0]);
      const init = args[1];
      const headers = (init?.properties as AnyNode[] | undefined)?.find((p) => (p.key as AnyNode).name === "headers");
      report.headers = jsLiteralValue(headers?.value as AnyNode);
    }
    if (callee.type === "Identifier" && callee.name === "query") report.payload = jsLiteralValue(args[0]);
  });
  const strings: string[] = [];
  report.skeleton = JSON.stringify(skeletonOf(program, strings));
  report.strings = strings;
  return report;
}

export interface ShellReport {
  ok: boolean;
  error?: string;
  /** The arguments `curl` received when bash ran the snippet. */
  argv?: string[];
  /** Files the run created: anything here means input was executed. */
  sideEffects?: string[];
}

/**
 * `bash -n` on every snippet, then a run of every snippet that parses, with `curl` defined as a function
 * that writes its arguments out. Each run happens in a subshell inside an empty directory; afterwards
 * any file in that directory is a side effect of executed input.
 */
export function checkShell(sources: readonly string[]): ShellReport[] {
  if (sources.length === 0) return [];
  const root = mkdtempSync(join(tmpdir(), "hubkit-snippets-sh-"));
  try {
    const scripts = join(root, "scripts");
    const results = join(root, "results");
    mkdirSync(scripts);
    mkdirSync(results);
    sources.forEach((code, i) => writeFileSync(join(scripts, `${i}.sh`), code));
    const driver = `
set -u
for i in $(seq 0 ${sources.length - 1}); do
  if ! bash -n "${scripts}/$i.sh" 2> "${results}/$i.syntax"; then continue; fi
  mkdir "${results}/$i.run" && cd "${results}/$i.run" || exit 1
  ( curl() { printf '%s\\0' "$@" > "${results}/$i.argv"; }; . "${scripts}/$i.sh" ) > /dev/null 2> "${results}/$i.stderr"
  cd "${root}"
done`;
    // `set -u`: a snippet expands no variable but the token ones it reads when no token is given (RUN_ENVIRONMENT).
    execFileSync("bash", ["--norc", "--noprofile", "-c", driver], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...RUN_ENVIRONMENT },
    });
    return sources.map((_, i) => {
      const syntax = readFileSync(join(results, `${i}.syntax`), "utf8");
      const argvFile = join(results, `${i}.argv`);
      if (!existsSync(argvFile)) {
        return { ok: false, error: syntax || readIfExists(join(results, `${i}.stderr`)) || "curl was never called" };
      }
      const argv = readFileSync(argvFile, "utf8").split("\0").slice(0, -1);
      return { ok: true, argv, sideEffects: readdirSync(join(results, `${i}.run`)) };
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function readIfExists(path: string): string {
  return existsSync(path) ? readFileSync(path, "utf8") : "";
}
