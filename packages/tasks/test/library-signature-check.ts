/**
 * Binds the calls of Python snippets to recorded signatures (fixtures/library-signatures.json), in one
 * python3 process: `ast` reads each snippet and `inspect.Signature.bind` checks every call of a recorded
 * name. A module's entry records functions (`name`), classes (`Class`: the constructor) and their methods
 * (`Class.method`, without `self`/`cls`). The checker follows the names a snippet imports and the variables
 * it assigns from a recorded call that names what it `returns`, so `Class.from_pretrained(...)` and then
 * `model.generate(...)` are both bound. A call of a method that a recorded class does not list is reported:
 * once a class is recorded, every call on it must be.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface SignatureFinding {
  /** Calls bound to a recorded signature. */
  bound: number;
  problems: string[];
}

export const SIGNATURES = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "fixtures", "library-signatures.json"),
  "utf8",
);

const CHECKER = String.raw`
import ast, inspect, json, sys

data = json.loads(sys.argv[1])
KINDS = {
    "positional_only": inspect.Parameter.POSITIONAL_ONLY,
    "positional_or_keyword": inspect.Parameter.POSITIONAL_OR_KEYWORD,
    "keyword_only": inspect.Parameter.KEYWORD_ONLY,
    "var_positional": inspect.Parameter.VAR_POSITIONAL,
    "var_keyword": inspect.Parameter.VAR_KEYWORD,
}

def signature(spec):
    params = []
    for p in spec["parameters"]:
        kind = KINDS[p["kind"]]
        optional = not p["required"] and kind not in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
        params.append(inspect.Parameter(p["name"], kind, default=None if optional else inspect.Parameter.empty))
    return inspect.Signature(params)

def is_class(functions, name):
    return any(key.startswith(name + ".") for key in functions)

def check(code):
    bound, problems = 0, []
    tree = ast.parse(code)
    local = {}  # name in the snippet -> (module, recorded name)
    modules = {}  # name in the snippet -> recorded module (import module as name, from package import module as name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in data["libraries"]:
                    modules[alias.asname or alias.name] = alias.name
        if isinstance(node, ast.ImportFrom) and node.module is not None:
            for alias in node.names:
                if f"{node.module}.{alias.name}" in data["libraries"]:
                    modules[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        if isinstance(node, ast.ImportFrom) and node.module in data["libraries"]:
            library = data["libraries"][node.module]
            for alias in node.names:
                if alias.name in library.get("removed", {}):
                    problems.append(f"imports {node.module}.{alias.name}, removed in {library['removed'][alias.name]}")
                elif alias.name not in library["functions"] and not is_class(library["functions"], alias.name):
                    problems.append(f"imports {node.module}.{alias.name}, which library-signatures.json does not record")
                else:
                    local[alias.asname or alias.name] = (node.module, alias.name)
    instances = {}  # variable -> (module, class) it holds, from recorded calls that say what they return

    def target(call):
        """The (module, recorded key) a call refers to, or None when it is not a call on a recorded name."""
        func = call.func
        if isinstance(func, ast.Name) and func.id in local:
            return local[func.id]
        if isinstance(func, ast.Name) and func.id in instances:
            module, cls = instances[func.id]
            return (module, f"{cls}.__call__")  # calling an instance
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            owner = func.value.id
            if owner in modules:
                return (modules[owner], func.attr)
            if owner in local:
                module, name = local[owner]
                return (module, f"{name}.{func.attr}")
            if owner in instances:
                module, cls = instances[owner]
                return (module, f"{cls}.{func.attr}")
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Call):
            made = returns(func.value)  # Model(...).method(...)
            if made is not None:
                return (made[0], f"{made[1]}.{func.attr}")
        return None

    def returns(call):
        """What a call on a recorded name gives back, when the data says: (module, class) or None."""
        found = target(call)
        if found is None:
            return None
        module, key = found
        functions = data["libraries"][module]["functions"]
        if key in functions and "returns" in functions[key]:
            return (module, functions[key]["returns"])
        if key in functions and "." not in key and is_class(functions, key):
            return (module, key)  # a constructor returns an instance
        return None

    def bind(call):
        nonlocal bound
        found = target(call)
        if found is None:
            return None
        module, key = found
        functions = data["libraries"][module]["functions"]
        if key not in functions:
            problems.append(f"line {call.lineno}: calls {module}.{key}, which library-signatures.json does not record")
            return None
        if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
            problems.append(f"line {call.lineno}: {key} called with *args or **kwargs, which cannot be checked")
            return None
        try:
            signature(functions[key]).bind(*range(len(call.args)), **{k.arg: None for k in call.keywords})
            bound += 1
        except TypeError as error:
            problems.append(f"line {call.lineno}: {module}.{key}: {error}")
        return returns(call)

    # Statements in source order, so a variable holds what the last assignment before a call gave it. A
    # compound statement contributes the calls of its header; its body's statements come on their own.
    statements = sorted((n for n in ast.walk(tree) if isinstance(n, ast.stmt)), key=lambda s: (s.lineno, s.col_offset))
    for statement in statements:
        calls = []
        for _, value in ast.iter_fields(statement):
            values = value if isinstance(value, list) else [value]
            for item in values:
                if isinstance(item, ast.AST) and not isinstance(item, (ast.stmt, ast.excepthandler)):
                    calls.extend(n for n in ast.walk(item) if isinstance(n, ast.Call))
        returned = None
        for call in sorted(calls, key=lambda c: (c.lineno, c.col_offset)):
            result = bind(call)
            if isinstance(statement, ast.Assign) and call is statement.value:
                returned = result
        if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(statement.targets[0], ast.Name):
            name = statement.targets[0].id
            if returned is not None:
                instances[name] = returned
            else:
                instances.pop(name, None)
    return {"bound": bound, "problems": problems}

print(json.dumps([check(code) for code in json.load(sys.stdin)]))
`;

/** Checks every snippet against the recorded signatures (or `signatures`, a JSON text of the same shape). */
export function bindSignatures(snippets: readonly string[], signatures = SIGNATURES): SignatureFinding[] {
  const output = execFileSync("python3", ["-c", CHECKER, signatures], {
    input: JSON.stringify(snippets),
    maxBuffer: 64 << 20,
  });
  return JSON.parse(output.toString("utf8")) as SignatureFinding[];
}
