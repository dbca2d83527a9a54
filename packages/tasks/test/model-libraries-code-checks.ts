/**
 * Real parsers for generated code, batched: Python through one `python3` process running `ast.parse`,
 * JavaScript through acorn, shell through `bash -n` (one bash process for all files). Each check also
 * says where a marker string (planted in untrusted input) ended up: inside string literals or comments
 * is fine, anywhere else means input became code.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, type Node } from "acorn";

export interface CheckResult {
  ok: boolean;
  /** The parser's message when the code does not parse. */
  error?: string;
  /** Places outside string literals and comments where the marker appears (empty when safe). */
  leaks: string[];
}

const PYTHON_CHECKER = String.raw`
import ast, json, sys

def leaks(tree, marker):
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant):
            continue
        for field, value in ast.iter_fields(node):
            if isinstance(value, str) and marker and marker in value:
                found.append(f"{type(node).__name__}.{field}={value!r}")
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, str) and marker and marker in item:
                        found.append(f"{type(node).__name__}.{field}[]={item!r}")
    return found

jobs = json.load(sys.stdin)
results = []
for job in jobs:
    try:
        tree = ast.parse(job["code"])
        results.append({"ok": True, "leaks": leaks(tree, job["marker"])})
    except SyntaxError as error:
        results.append({"ok": False, "error": f"{error.msg} (line {error.lineno})", "leaks": []})
    except ValueError as error:  # e.g. null bytes in the source
        results.append({"ok": False, "error": str(error), "leaks": []})
json.dump(results, sys.stdout)
`;

/** Evaluates every source with Python's `ast.literal_eval` in one python3 process; the values come back as JSON. */
export function pythonLiteralValues(sources: readonly string[]): unknown[] {
  const script = "import ast, json, sys\nprint(json.dumps([ast.literal_eval(s) for s in json.load(sys.stdin)]))";
  const output = execFileSync("python3", ["-c", script], { input: JSON.stringify(sources), maxBuffer: 64 << 20 });
  return JSON.parse(output.toString("utf8")) as unknown[];
}

/** Parses every snippet with Python's own parser in a single python3 process. */
export function checkPython(snippets: readonly string[], marker = ""): CheckResult[] {
  if (snippets.length === 0) {
    return [];
  }
  const input = JSON.stringify(snippets.map((code) => ({ code, marker })));
  const output = execFileSync("python3", ["-c", PYTHON_CHECKER], { input, maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(output.toString("utf8")) as CheckResult[];
}

function walk(node: unknown, visit: (node: Node & Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child) => walk(child, visit));
    return;
  }
  if (node === null || typeof node !== "object" || typeof (node as Node).type !== "string") {
    return;
  }
  visit(node as Node & Record<string, unknown>);
  for (const [key, value] of Object.entries(node)) {
    if (key !== "loc" && key !== "range" && value !== null && typeof value === "object") {
      walk(value, visit);
    }
  }
}

/** Parses a snippet as an ES module with acorn (latest syntax, top-level await allowed). */
export function checkJs(code: string, marker = ""): CheckResult {
  let program: Node;
  try {
    program = parse(code, { ecmaVersion: "latest", sourceType: "module" });
  } catch (error) {
    return { ok: false, error: (error as Error).message, leaks: [] };
  }
  const leaks: string[] = [];
  walk(program, (node) => {
    if (node.type === "Literal" || node.type === "TemplateElement") {
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string" && marker !== "" && value.includes(marker)) {
        leaks.push(`${node.type}.${key}=${JSON.stringify(value)}`);
      }
    }
  });
  return { ok: true, leaks };
}

type ShellState = "plain" | "single" | "ansi" | "double" | "comment";

/**
 * The quoting state of every character of a shell snippet: plain words, single quotes, `$'...'`,
 * double quotes, comments. Enough of bash's lexer for the code we generate (no heredocs).
 */
export function shellStates(code: string): ShellState[] {
  const states: ShellState[] = [];
  let state: ShellState = "plain";
  let atWordStart = true;
  for (let i = 0; i < code.length; i++) {
    const char = code[i]!;
    switch (state) {
      case "plain":
        if (char === "\\") {
          states.push("plain", "plain");
          i++;
          atWordStart = false;
          continue;
        }
        if (char === "#" && atWordStart) {
          state = "comment";
        } else if (char === "'") {
          state = "single";
        } else if (char === "$" && code[i + 1] === "'") {
          states.push("plain");
          i++;
          state = "ansi";
        } else if (char === '"') {
          state = "double";
        }
        states.push(state === "plain" ? "plain" : state);
        atWordStart = /[\s;&|()]/.test(char);
        continue;
      case "single":
        states.push("single");
        if (char === "'") {
          state = "plain";
          atWordStart = false;
        }
        continue;
      case "ansi":
        states.push("ansi");
        if (char === "\\") {
          states.push("ansi");
          i++;
        } else if (char === "'") {
          state = "plain";
          atWordStart = false;
        }
        continue;
      case "double":
        states.push("double");
        if (char === "\\") {
          states.push("double");
          i++;
        } else if (char === '"') {
          state = "plain";
          atWordStart = false;
        }
        continue;
      case "comment":
        states.push("comment");
        if (char === "\n") {
          state = "plain";
          atWordStart = true;
        }
        continue;
    }
  }
  return states;
}

/** Where the marker appears outside single quotes, `$'...'` and comments. */
export function shellLeaks(code: string, marker: string): string[] {
  if (marker === "") {
    return [];
  }
  const states = shellStates(code);
  const leaks: string[] = [];
  for (let at = code.indexOf(marker); at !== -1; at = code.indexOf(marker, at + 1)) {
    const outside = states
      .slice(at, at + marker.length)
      .filter((s) => s !== "single" && s !== "ansi" && s !== "comment");
    if (outside.length > 0) {
      leaks.push(
        `${outside[0]} at ${at}: ${JSON.stringify(code.slice(Math.max(0, at - 20), at + marker.length + 20))}`,
      );
    }
  }
  return leaks;
}

/** Checks every snippet with `bash -n` (one bash process loops over the files) and for marker leaks. */
export function checkShell(snippets: readonly string[], marker = ""): CheckResult[] {
  if (snippets.length === 0) {
    return [];
  }
  const dir = mkdtempSync(join(tmpdir(), "hubkit-sh-"));
  try {
    snippets.forEach((code, i) => writeFileSync(join(dir, `${i}.sh`), code));
    const script = `for i in $(seq 0 ${snippets.length - 1}); do
  if err=$(bash -n "${dir}/$i.sh" 2>&1); then echo "$i OK"; else printf '%s FAIL %s\\n' "$i" "$(printf '%s' "$err" | tr '\\n' ' ')"; fi
done`;
    const output = execFileSync("bash", ["--norc", "--noprofile", "-c", script], {
      maxBuffer: 64 * 1024 * 1024,
    }).toString("utf8");
    const verdicts = new Map<number, string | undefined>();
    for (const line of output.split("\n").filter(Boolean)) {
      const [index, verdict, ...rest] = line.split(" ");
      verdicts.set(Number(index), verdict === "OK" ? undefined : rest.join(" "));
    }
    return snippets.map((code, i) => {
      if (!verdicts.has(i)) {
        return { ok: false, error: "bash did not report on this snippet", leaks: [] };
      }
      const error = verdicts.get(i);
      return error === undefined ? { ok: true, leaks: shellLeaks(code, marker) } : { ok: false, error, leaks: [] };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
