"""Bind the imports and calls of Python snippets to the signatures recorded in fixtures/library-signatures/.

Run by model-libraries-signatures.test.ts in one python3 process (stdlib only): argv[1] is the folder of
per-library fixtures (written by packages/tasks/scripts/extract-library-signatures.py), argv[2] the older
hand-kept library-signatures.json; stdin is a JSON list of snippets, stdout one result per snippet:

- parse: the snippet parses with `ast` (else the error, and nothing else is checked);
- every `import X` / `from X import Y` of a recorded library resolves to a recorded module and name;
- every call of a resolved function, class (its `__init__`), `Class.method(...)` (through the recorded bases),
  and of a method of a variable assigned from `Class(...)` or `Class.from_...(...)` binds with
  `inspect.Signature.bind`;
- what cannot be checked is counted with its reason, never passed silently.
"""

from __future__ import annotations

import ast
import inspect
import json
import os
import sys

P = inspect.Parameter


def signature(params: list[str]) -> inspect.Signature:
    out: list[P] = []
    kind = P.POSITIONAL_OR_KEYWORD
    for text in params:
        if text == "/":
            out = [p.replace(kind=P.POSITIONAL_ONLY) for p in out]
        elif text == "*":
            kind = P.KEYWORD_ONLY
        elif text.startswith("**"):
            out.append(P(text[2:], P.VAR_KEYWORD))
        elif text.startswith("*"):
            out.append(P(text[1:], P.VAR_POSITIONAL))
            kind = P.KEYWORD_ONLY
        else:
            name = text.rstrip("=")
            out.append(P(name, kind, default=None if text.endswith("=") else P.empty))
    return inspect.Signature(out, __validate_parameters__=False)


def legacy_params(parameters: list[dict]) -> list[str]:
    """library-signatures.json's {name, kind, required} -> the fixtures' "name=" / "*" / "**name" form."""
    out: list[str] = []
    keyword_only = False
    for p in parameters:
        if p["kind"] == "var_positional":
            out.append("*" + p["name"])
            keyword_only = True
            continue
        if p["kind"] == "var_keyword":
            out.append("**" + p["name"])
            continue
        if p["kind"] == "keyword_only" and not keyword_only:
            out.append("*")
            keyword_only = True
        out.append(p["name"] + ("" if p["required"] else "="))
        if p["kind"] == "positional_only":
            out.append("/")
    # "/" belongs after the last positional-only parameter only.
    while out.count("/") > 1:
        out.remove("/")
    return out


class Fixtures:
    def __init__(self, folder: str, legacy_path: str):
        self.libraries: dict[str, dict] = {}
        for file in sorted(os.listdir(folder)):
            if file.endswith(".json"):
                with open(os.path.join(folder, file), encoding="utf-8") as handle:
                    data = json.load(handle)
                self.libraries[data["library"]] = data
        with open(legacy_path, encoding="utf-8") as handle:
            self.legacy = json.load(handle)["libraries"]
        # Modules kept by hand in library-signatures.json, for libraries with no extracted fixture: their
        # functions are checked the same way; other modules of such a library count as not recorded.
        for module, entry in self.legacy.items():
            top = module.split(".")[0]
            if top in self.libraries and not self.libraries[top].get("partial"):
                continue
            library = self.libraries.setdefault(
                top,
                {"library": top, "version": entry["version"], "partial": True, "modules": {}, "otherModules": [], "definitions": {}},
            )
            names: dict[str, str] = {}
            for name, spec in entry["functions"].items():
                # "Class.method" records a method (self or cls left out), "Class" alone its constructor: the
                # class becomes a definition with those methods, bound wherever they are called.
                owner, _, method = name.partition(".")
                key = f"{module}:{owner}"
                names[owner] = key
                params = legacy_params(spec["parameters"])
                if method:
                    definition = library["definitions"].setdefault(key, {"bases": [], "methods": {}})
                    definition.setdefault("methods", {})[method] = {"kind": "recorded", "params": params}
                elif "." not in name and any(other.startswith(name + ".") for other in entry["functions"]):
                    definition = library["definitions"].setdefault(key, {"bases": [], "methods": {}})
                    definition.setdefault("methods", {})["__init__"] = {"kind": "method", "params": params}
                else:
                    library["definitions"][key] = {"params": params}
            library["modules"][module] = {"names": names}

    def library_of(self, module: str) -> dict | None:
        """The library whose package is the longest prefix of module (pyannote.audio is a namespace package)."""
        parts = module.split(".")
        for end in range(len(parts), 0, -1):
            library = self.libraries.get(".".join(parts[:end]))
            if library is not None:
                return library
        return None

    def module_kind(self, module: str) -> str:
        """'recorded' | 'by-name' | 'missing' | 'unrecorded-library'."""
        library = self.library_of(module)
        if library is None:
            return "unrecorded-library"
        if library.get("partial") and module not in library["modules"]:
            return "unrecorded-library"
        if module in library["modules"]:
            return "recorded"
        if module in library["otherModules"]:
            return "by-name"
        return "missing"

    def definition(self, key: str) -> dict | None:
        library = self.library_of(key.split(":")[0])
        return None if library is None else library["definitions"].get(key)

    def removed(self, module: str, name: str) -> str | None:
        return self.legacy.get(module, {}).get("removed", {}).get(name)

    def external(self, dotted: str) -> str | None:
        """A base class in another recorded library (external:transformers.PreTrainedModel) -> its key."""
        module, _, name = dotted.rpartition(".")
        while module:
            if self.module_kind(module) == "recorded":
                target = self.library_of(module)["modules"][module]["names"].get(name)
                return target if target and ":" in target and "." not in target.split(":")[1] else None
            module, _, rest = module.rpartition(".")
            name = f"{rest}.{name}"
        return None


class Checker:
    def __init__(self, fixtures: Fixtures):
        self.fx = fixtures

    # Values: ("module", name) ("def", key) ("method", class key, name) ("instance", class key, exact)
    # ("skip", reason): known to come from a recorded library but not checkable.
    def name_in_module(self, module: str, name: str, line: int) -> tuple:
        kind = self.fx.module_kind(module)
        if kind == "by-name":
            sub = f"{module}.{name}"
            if self.fx.module_kind(sub) in ("recorded", "by-name"):
                return ("module", sub)
            return ("skip", f"{module} is recorded by name only (its names are not extracted)")
        entry = self.fx.library_of(module)["modules"][module]
        target = entry["names"].get(name)
        if target is None:
            if self.fx.module_kind(f"{module}.{name}") in ("recorded", "by-name"):
                return ("module", f"{module}.{name}")
            removed = self.fx.removed(module, name)
            # A name recorded as removed fails even where the module's other names are not all known.
            if "dynamic" in entry and removed is None:
                return ("skip", f"{module}: {entry['dynamic']}")
            library = self.fx.library_of(module)
            why = f"removed in {removed}" if removed else f"not in {library['library']} {library['version']}"
            self.problem(line, f"{module} has no name {name} ({why})")
            return ("skip", "missing")
        if target == "=":
            return ("skip", f"{module}.{name} is a value, not a class or function")
        if target == "?":
            return ("skip", f"{module}.{name} is bound dynamically")
        if ":" not in target:
            return ("module", target)
        if target.endswith("()"):
            return ("instance", target[:-2], True)
        if "." in target.split(":", 1)[1]:
            class_key, method = target.rsplit(".", 1)
            return ("method", class_key, method, True)
        return ("def", target)

    def find_method(self, class_key: str, name: str, seen: set | None = None) -> tuple:
        """('found', entry, defining class) | ('unknown', reason) | ('absent',)."""
        seen = seen or set()
        if class_key in seen:
            return ("absent",)
        seen.add(class_key)
        definition = self.fx.definition(class_key)
        if definition is None:
            return ("unknown", f"{class_key} is not recorded")
        if name in definition.get("methods", {}):
            return ("found", definition["methods"][name], class_key)
        unknown = None
        for base in definition.get("bases", []):
            if base.startswith("external:"):
                resolved = self.fx.external(base[len("external:") :])
                if resolved is None:
                    unknown = unknown or ("unknown", f"inherited from {base[len('external:') :]}, not recorded")
                    continue
                base = resolved
            elif base.startswith("builtin:"):
                if base != "builtin:object":
                    unknown = unknown or ("unknown", f"inherited from {base[len('builtin:') :]}")
                continue
            elif base.startswith("?"):
                unknown = unknown or ("unknown", f"base {base[1:]} not resolved statically")
                continue
            found = self.find_method(base, name, seen)
            if found[0] == "found":
                return found
            if found[0] == "unknown":
                unknown = unknown or found
        if definition.get("metaclass"):
            return unknown or ("unknown", f"{class_key} has a metaclass")
        return unknown or ("absent",)

    # ---- resolving expressions ---------------------------------------------------------------
    def value(self, node: ast.expr, env: dict) -> tuple | None:
        if isinstance(node, ast.Name):
            return env.get(node.id)
        if isinstance(node, ast.Call):
            # `Class(...).method(...)`: the object a recorded constructor makes.
            callee = self.value(node.func, env)
            if callee and callee[0] == "def" and "methods" in (self.fx.definition(callee[1]) or {}):
                return ("instance", callee[1], True)
            return None
        if isinstance(node, ast.Attribute):
            base = self.value(node.value, env)
            if base is None:
                return None
            return self.member(base, node.attr, node.lineno)
        return None

    def member(self, base: tuple, attr: str, line: int) -> tuple | None:
        if base[0] == "module":
            return self.name_in_module(base[1], attr, line)
        if base[0] == "def" and "methods" in (self.fx.definition(base[1]) or {}):
            return ("method", base[1], attr, False)
        if base[0] == "instance":
            return ("method", base[1], attr, True, base[2])
        if base[0] == "skip":
            return base
        return ("skip", "attribute of a method or function result")

    # ---- checking calls -----------------------------------------------------------------------
    def problem(self, line: int, text: str) -> None:
        self.result["problems"].append(f"line {line}: {text}")

    def not_checked(self, line: int, reason: str) -> None:
        self.result["notChecked"].append(f"line {line}: {reason}")

    def bind(self, call: ast.Call, params: list[str], label: str) -> None:
        if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
            self.not_checked(call.lineno, f"{label} called with *args or **kwargs")
            return
        try:
            signature(params).bind(*range(len(call.args)), **{k.arg: None for k in call.keywords})
            self.result["bound"] += 1
        except TypeError as error:
            self.problem(call.lineno, f"{label}({', '.join(params)}): {error}")

    def call(self, call: ast.Call, env: dict) -> None:
        callee = self.value(call.func, env)
        if callee is None:
            self.result["otherCalls"] += 1
            return
        line = call.lineno
        if callee[0] == "skip":
            if callee[1] != "missing":
                self.not_checked(line, callee[1])
            return
        if callee[0] == "module":
            self.problem(line, f"calls the module {callee[1]}")
            return
        if callee[0] == "def":
            definition = self.fx.definition(callee[1])
            if definition is None:
                self.not_checked(line, f"{callee[1]} not recorded")
            elif "params" in definition:
                self.bind(call, definition["params"], callee[1])
            else:
                found = self.find_method(callee[1], "__init__")
                if found[0] == "found":
                    self.bind(call, found[1]["params"], f"{callee[1]}.__init__")
                elif found[0] == "unknown":
                    self.not_checked(line, f"{callee[1]}.__init__ {found[1]}")
                else:
                    self.bind(call, [], f"{callee[1]} (no __init__)")
            return
        if callee[0] == "instance":
            callee = ("method", callee[1], "__call__", True, callee[2])
        class_key, name, on_instance = callee[1], callee[2], callee[3]
        exact = callee[4] if len(callee) > 4 else True
        found = self.find_method(class_key, name)
        label = f"{class_key}.{name}"
        if found[0] == "unknown":
            self.not_checked(line, f"{label}: {found[1]}")
        elif found[0] == "absent":
            if on_instance and not exact:
                self.not_checked(line, f"{label}: not on {class_key}; the object may be a subclass")
            elif (
                on_instance
                and not name.startswith("__")
                and self.find_method(class_key, "__getattr__")[0] != "absent"
            ):
                self.not_checked(line, f"{label}: {class_key} serves attributes through __getattr__")
            elif name == "__call__":
                self.problem(line, f"{class_key} objects are not callable (no __call__ recorded)")
            else:
                self.problem(line, f"{class_key} has no method {name}")
        elif found[1]["kind"] == "property":
            self.not_checked(line, f"{label} is a property")
        elif found[1]["kind"] == "method" and not on_instance:
            self.not_checked(line, f"{label} is an instance method called on the class")
        else:
            self.bind(call, found[1]["params"], label)

    # ---- walking a snippet --------------------------------------------------------------------
    def imports(self, node: ast.stmt, env: dict) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                kind = self.fx.module_kind(alias.name)
                self.note_import(alias.name, kind, node.lineno)
                if kind == "unrecorded-library":
                    env.pop(alias.asname or alias.name.split(".")[0], None)
                    continue
                if alias.asname:
                    env[alias.asname] = ("module", alias.name)
                else:
                    env[alias.name.split(".")[0]] = ("module", alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            kind = self.fx.module_kind(node.module)
            subs = {alias.name: f"{node.module}.{alias.name}" for alias in node.names}
            if kind == "unrecorded-library" and all(
                self.fx.module_kind(sub) in ("recorded", "by-name") for sub in subs.values()
            ):
                # `from pkg import module as name` of modules kept by hand in a package that is not recorded whole.
                for alias in node.names:
                    sub = subs[alias.name]
                    self.note_import(sub, self.fx.module_kind(sub), node.lineno)
                    env[alias.asname or alias.name] = ("module", sub)
                    self.result["names"] += 1
                return
            self.note_import(node.module, kind, node.lineno)
            for alias in node.names:
                local = alias.asname or alias.name
                if kind in ("recorded", "by-name"):
                    env[local] = self.name_in_module(node.module, alias.name, node.lineno)
                    if env[local][0] != "skip" or env[local][1] != "missing":
                        self.result["names"] += 1
                else:
                    env.pop(local, None)

    def note_import(self, module: str, kind: str, line: int) -> None:
        top = module.split(".")[0]
        if top in sys.stdlib_module_names:
            return
        if kind == "unrecorded-library":
            # Name the package, not the namespace: pyannote.core, not pyannote.
            namespaced = any(name.startswith(top + ".") for name in self.fx.libraries)
            self.result["unrecorded"].append(".".join(module.split(".")[:2]) if namespaced else top)
        elif kind == "missing":
            library = self.fx.library_of(module)
            self.problem(line, f"no module {module} in {library['library']} {library['version']}")
            self.result["recorded"].append(library["library"])
        else:
            self.result["recorded"].append(self.fx.library_of(module)["library"])

    def assign(self, node: ast.stmt, env: dict) -> None:
        targets: list[ast.expr] = []
        value = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign):
            targets, value = [node.target], node.value
        elif isinstance(node, (ast.For, ast.With, ast.AugAssign)):
            for sub in ast.walk(node):
                if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                    env.pop(sub.id, None)
            return
        instance = None
        if isinstance(value, ast.Call):
            callee = self.value(value.func, env)
            if callee and callee[0] == "def" and "methods" in (self.fx.definition(callee[1]) or {}):
                instance = ("instance", callee[1], True)
            elif callee and callee[0] == "method" and not callee[3] and callee[2].startswith("from_"):
                if not callee[1].split(":")[1].startswith("Auto"):
                    instance = ("instance", callee[1], False)
        for target in targets:
            for sub in ast.walk(target):
                if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                    env.pop(sub.id, None)
            if isinstance(target, ast.Name) and instance is not None:
                env[target.id] = instance

    def body(self, statements: list[ast.stmt], env: dict) -> None:
        for node in statements:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                self.imports(node, env)
                continue
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.body(node.body, dict(env))
                env.pop(node.name, None)
                continue
            nested = [getattr(node, field, None) for field in ("body", "orelse", "finalbody")]
            handlers = getattr(node, "handlers", [])
            header = [child for child in ast.iter_child_nodes(node) if isinstance(child, ast.expr)]
            for expression in header:
                for sub in ast.walk(expression):
                    if isinstance(sub, ast.Call):
                        self.call(sub, env)
            if isinstance(node, (ast.With, ast.For)):
                for item in getattr(node, "items", []):
                    for sub in ast.walk(item.context_expr):
                        if isinstance(sub, ast.Call):
                            self.call(sub, env)
            self.assign(node, env)
            for block in nested:
                if isinstance(block, list):
                    self.body(block, env)
            for handler in handlers:
                self.body(handler.body, env)

    def check(self, code: str) -> dict:
        self.result = {
            "parsed": True,
            "bound": 0,
            "names": 0,
            "problems": [],
            "notChecked": [],
            "otherCalls": 0,
            "recorded": [],
            "unrecorded": [],
        }
        try:
            tree = ast.parse(code)
        except SyntaxError as error:
            self.result["parsed"] = False
            self.result["problems"].append(f"line {error.lineno}: does not parse: {error.msg}")
            return self.result
        self.body(tree.body, {})
        self.result["recorded"] = sorted(set(self.result["recorded"]))
        self.result["unrecorded"] = sorted(set(self.result["unrecorded"]))
        return self.result


def main() -> None:
    checker = Checker(Fixtures(sys.argv[1], sys.argv[2]))
    print(json.dumps([checker.check(code) for code in json.load(sys.stdin)]))


if __name__ == "__main__":
    main()
