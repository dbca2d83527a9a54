#!/usr/bin/env python3
"""Extract the public signatures of a Python library from its source, for the snippet signature check.

Reads a library's source from a git mirror made by the `fetch` tool (a bare repository such as
/work/.mirror/huggingface+diffusers/repo) with `git archive`, parses every module with `ast` (nothing is
imported or executed) and writes one JSON fixture: the library's version and provenance, the names each
public module defines or re-exports, and the parameters of the classes and functions those names lead to.

Run by a developer, not in CI (CI has no mirrors); the fixtures are committed:

    python3 packages/tasks/scripts/extract-library-signatures.py \
        --mirror /work/.mirror/huggingface+diffusers/repo --package src/diffusers \
        --out packages/tasks/test/fixtures/library-signatures/diffusers.json

What is followed: `from .x import Y` and absolute imports inside the package, `from .x import *` (with
`__all__`), `import pkg.sub`, aliases (`X = Y`), instances bound at module level (`api = HfApi()` then
`f = api.f`), lazy-import tables (`_import_structure` / `_SUBMOD_ATTRS` dicts of submodule -> names, with
`[...] = [...]`, `.append` and `.extend`), and both branches of `if TYPE_CHECKING` / `try` blocks (a name
bound by a `dummy` placeholder module never replaces a real one). What is not followed is recorded in the
fixture's `notes` (a module-level `__getattr__` with no table to read, transformers' `define_import_structure`).

In a module's names, "pkg.mod:Name" is a class or function, "pkg.mod:Class.method" a method bound at module
level, "pkg.mod:Class()" an instance made at module level, "pkg.sub" a module, "=" another value.
Parameters are written as in a Python signature: "name" (required), "name=" (has a default), "*args",
"**kwargs", "/" (end of positional-only) and "*" (start of keyword-only). Methods drop `self` / `cls`.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import PurePosixPath

READ_DATE = "2026-11-28"
LAZY_TABLES = {"_import_structure", "_SUBMOD_ATTRS", "_import_structures"}
# Methods a snippet can call: public ones plus the protocol methods behind `Class(...)` and `obj(...)`, and
# `__getattr__`, which tells the check that an instance serves names no method declares.
KEPT_DUNDERS = {"__init__", "__call__", "__new__", "__getattr__"}


@dataclass
class Binding:
    """What a module-level name is bound to, resolved lazily (modules import each other in cycles)."""

    kind: str  # "def" | "import" | "module" | "value" | "external" | "instance" | "attribute"
    target: str = ""  # definition key, module name, or imported module
    name: str = ""  # imported name / attribute name
    dummy: bool = False


@dataclass
class Module:
    name: str
    is_package: bool
    tree: ast.Module
    bindings: dict[str, Binding] = field(default_factory=dict)
    all_names: list[str] | None = None
    notes: list[str] = field(default_factory=list)
    has_getattr: bool = False
    followed_lazy: bool = False


def git(mirror: str, *args: str) -> bytes:
    return subprocess.run(["git", "-C", mirror, *args], check=True, capture_output=True).stdout


def read_sources(mirror: str, commit: str, package_dir: str) -> dict[str, str]:
    """The .py files under package_dir at commit (git cat-file: a fetched snapshot lacks its largest files,
    which makes `git archive` of the whole tree fail)."""
    listing = git(mirror, "ls-tree", "-r", "-z", commit, "--", package_dir).decode("utf-8").split("\0")
    blobs: list[tuple[str, str]] = []
    for line in listing:
        if not line:
            continue
        meta, path = line.split("\t", 1)
        _mode, kind, blob = meta.split()
        if kind == "blob" and path.endswith(".py"):
            blobs.append((path, blob))
    request = "".join(f"{blob}\n" for _, blob in blobs).encode()
    output = subprocess.run(
        ["git", "-C", mirror, "cat-file", "--batch"], input=request, check=True, capture_output=True
    ).stdout
    sources: dict[str, str] = {}
    position = 0
    for path, _ in blobs:
        header_end = output.index(b"\n", position)
        header = output[position:header_end].decode().split()
        if header[1] == "missing":
            position = header_end + 1
            continue
        size = int(header[2])
        sources[path] = output[header_end + 1 : header_end + 1 + size].decode("utf-8", errors="replace")
        position = header_end + 1 + size + 1
    return sources


def module_name(path: str, package_dir: str, package: str) -> tuple[str, bool]:
    relative = PurePosixPath(path).relative_to(package_dir)
    parts = list(relative.with_suffix("").parts)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts = parts[:-1]
    return ".".join([package, *parts]), is_package


def is_public(name: str, package: str) -> bool:
    if name != package and not name.startswith(package + "."):
        return False
    parts = name[len(package) :].split(".")[1:]
    return not any(
        part.startswith(("_", "test_")) or part.endswith("_test") or part in ("tests", "test") for part in parts
    )


PATH_EXTENSION = re.compile(r"__path__\.append\(\s*os\.path\.join\(\s*os\.path\.dirname\(__file__\),\s*[\"'](\w+)[\"']\s*\)\s*\)")


def add_path_aliases(modules: dict[str, "Module"], sources: dict[str, str], notes: list[str]) -> None:
    """A package that appends a subfolder to its `__path__` (keras_hub's generated `api`) serves that folder's
    modules under its own name: keras_hub.models is keras_hub/api/models."""
    for name, module in list(modules.items()):
        if not module.is_package:
            continue
        text = ast.unparse(module.tree)
        for folder in PATH_EXTENSION.findall(text):
            prefix = f"{name}.{folder}."
            for other in list(modules):
                if other.startswith(prefix):
                    alias = f"{name}.{other[len(prefix):]}"
                    modules.setdefault(alias, modules[other])
            notes.append(f"{name} appends {folder}/ to its __path__: {prefix}* is also importable as {name}.*")


class Library:
    def __init__(self, package: str, modules: dict[str, Module]):
        self.package = package
        self.modules = modules
        self.definitions: dict[str, ast.AST] = {}
        self.def_module: dict[str, str] = {}
        # Two passes: a star import (`from .api import *`) needs the bindings of the module it reads, which
        # may come later in the walk; the second pass rebinds in the same order, so later bindings still win.
        for _ in range(2):
            for module in modules.values():
                self._bind_module(module)

    # ---- binding the names of one module -------------------------------------------------------
    def _absolute(self, module: Module, level: int, target: str | None) -> str:
        if level == 0:
            return target or ""
        base = module.name.split(".")
        if not module.is_package:
            base = base[:-1]
        base = base[: len(base) - (level - 1)] if level > 1 else base
        return ".".join(base + ([target] if target else []))

    def _bind(self, module: Module, name: str, binding: Binding) -> None:
        existing = module.bindings.get(name)
        if existing is not None and binding.dummy and not existing.dummy:
            return
        module.bindings[name] = binding

    def _bind_module(self, module: Module) -> None:
        self._walk(module, module.tree.body)

    def _walk(self, module: Module, body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                key = f"{module.name}:{node.name}"
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and is_overload(node):
                    continue
                self.definitions[key] = node
                self.def_module[key] = module.name
                self._bind(module, node.name, Binding("def", key, dummy="dummy" in module.name))
                if node.name == "__getattr__":
                    module.has_getattr = True
            elif isinstance(node, ast.ImportFrom):
                source = self._absolute(module, node.level, node.module)
                internal = source == self.package or source.startswith(self.package + ".")
                for alias in node.names:
                    if alias.name == "*":
                        if internal:
                            self._star(module, source)
                        continue
                    local = alias.asname or alias.name
                    if internal:
                        self._bind(module, local, Binding("import", source, alias.name, dummy="dummy" in source))
                    else:
                        self._bind(module, local, Binding("external", source, alias.name))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    internal = alias.name == self.package or alias.name.startswith(self.package + ".")
                    if alias.asname:
                        kind = "module" if internal else "external"
                        self._bind(module, alias.asname, Binding(kind, alias.name))
                    else:
                        top = alias.name.split(".")[0]
                        self._bind(module, top, Binding("module" if internal else "external", top))
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    self._assign(module, target, node.value)
            elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                self._lazy_call(module, node.value)
            elif isinstance(node, ast.If):
                self._walk(module, node.body)
                self._walk(module, node.orelse)
            elif isinstance(node, ast.Try) or type(node).__name__ == "TryStar":
                self._walk(module, node.body)
                for handler in node.handlers:
                    self._walk(module, handler.body)
                self._walk(module, node.orelse)
                self._walk(module, node.finalbody)
            elif isinstance(node, ast.With):
                self._walk(module, node.body)

    def _assign(self, module: Module, target: ast.expr, value: ast.expr | None) -> None:
        if isinstance(target, ast.Tuple):
            for element in target.elts:
                if isinstance(element, ast.Name):
                    if element.id == "__getattr__":
                        module.has_getattr = True
                    self._bind(module, element.id, Binding("value"))
            return
        if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
            if target.value.id in LAZY_TABLES and isinstance(target.slice, ast.Constant):
                self._lazy_entry(module, target.slice.value, value)
            return
        if not isinstance(target, ast.Name):
            return
        name = target.id
        if name == "__all__" and isinstance(value, (ast.List, ast.Tuple)):
            module.all_names = [e.value for e in value.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
            return
        if name in LAZY_TABLES and isinstance(value, ast.Dict):
            for key, entry in zip(value.keys, value.values):
                if isinstance(key, ast.Constant):
                    self._lazy_entry(module, key.value, entry)
            return
        if name == "__getattr__":
            module.has_getattr = True
        if isinstance(value, ast.Name) and value.id in module.bindings:
            self._bind(module, name, module.bindings[value.id])
        elif isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id in module.bindings:
            self._bind(module, name, Binding("instance", module.name, value.func.id))
        elif (
            isinstance(value, ast.Attribute)
            and isinstance(value.value, ast.Name)
            and value.value.id in module.bindings
            and module.bindings[value.value.id].kind == "instance"
        ):
            self._bind(module, name, Binding("attribute", module.name, f"{value.value.id}.{value.attr}"))
        else:
            self._bind(module, name, Binding("value"))

    def _lazy_entry(self, module: Module, submodule: object, value: ast.expr | None) -> None:
        if not isinstance(submodule, str) or not isinstance(value, (ast.List, ast.Tuple)):
            return
        module.followed_lazy = True
        source = f"{module.name}.{submodule}" if submodule else module.name
        for element in value.elts:
            if isinstance(element, ast.Constant) and isinstance(element.value, str):
                self._bind(module, element.value, Binding("import", source, element.value, dummy="dummy" in source))

    def _lazy_call(self, module: Module, call: ast.Call) -> None:
        # _import_structure["x"].append("Y") / .extend(["Y", "Z"])
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in ("append", "extend") and call.args):
            return
        table = func.value
        if not (
            isinstance(table, ast.Subscript)
            and isinstance(table.value, ast.Name)
            and table.value.id in LAZY_TABLES
            and isinstance(table.slice, ast.Constant)
        ):
            return
        argument = call.args[0]
        values = ast.List(elts=[argument], ctx=ast.Load()) if func.attr == "append" else argument
        self._lazy_entry(module, table.slice.value, values)

    def _star(self, module: Module, source: str) -> None:
        target = self.modules.get(source)
        if target is None:
            return
        names = target.all_names if target.all_names is not None else list(target.bindings)
        for name in names:
            if not name.startswith("_"):
                self._bind(module, name, Binding("import", source, name, dummy="dummy" in source))

    # ---- resolving a name to a definition, a module or a value ---------------------------------
    def resolve(self, module_name: str, name: str, seen: frozenset[tuple[str, str]] = frozenset()) -> tuple[str, str]:
        """("def", key) | ("module", name) | ("value", "") | ("external", dotted) | ("bound", key.method)
        | ("instance", class key) | ("missing", why)."""
        if (module_name, name) in seen:
            return ("missing", "import cycle")
        seen = seen | {(module_name, name)}
        module = self.modules.get(module_name)
        if module is None:
            return ("missing", f"no module {module_name}")
        binding = module.bindings.get(name)
        if binding is None:
            if f"{module_name}.{name}" in self.modules:
                return ("module", f"{module_name}.{name}")
            return ("missing", f"{module_name} has no {name}")
        if binding.kind == "def":
            return ("def", binding.target)
        if binding.kind == "module":
            return ("module", binding.target) if binding.target in self.modules else ("external", binding.target)
        if binding.kind == "external":
            return ("external", f"{binding.target}.{binding.name}" if binding.name else binding.target)
        if binding.kind == "import":
            return self.resolve(binding.target, binding.name, seen)
        if binding.kind == "instance":
            cls = self.resolve(module_name, binding.name, seen)
            if cls[0] == "def" and isinstance(self.definitions[cls[1]], ast.ClassDef):
                return ("instance", cls[1])
            return ("value", "")
        if binding.kind == "attribute":
            instance_name, attribute = binding.name.split(".")
            instance = module.bindings[instance_name]
            cls = self.resolve(module_name, instance.name, seen)
            if cls[0] == "def" and isinstance(self.definitions[cls[1]], ast.ClassDef):
                return ("bound", f"{cls[1]}.{attribute}")
            return ("value", "")
        return ("value", "")


def is_overload(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(decorator_name(d) == "overload" for d in node.decorator_list)


def decorator_name(decorator: ast.expr) -> str:
    if isinstance(decorator, ast.Call):
        decorator = decorator.func
    if isinstance(decorator, ast.Attribute):
        return decorator.attr
    if isinstance(decorator, ast.Name):
        return decorator.id
    return ""


def parameters(args: ast.arguments, drop_first: bool) -> list[str]:
    positional = [*args.posonlyargs, *args.args]
    defaults_from = len(positional) - len(args.defaults)
    out: list[str] = []
    for index, arg in enumerate(positional):
        if drop_first and index == 0:
            continue
        out.append(arg.arg + ("=" if index >= defaults_from else ""))
        if args.posonlyargs and index == len(args.posonlyargs) - 1 and not (drop_first and index == 0):
            out.append("/")
    if args.vararg:
        out.append("*" + args.vararg.arg)
    elif args.kwonlyargs:
        out.append("*")
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        out.append(arg.arg + ("=" if default is not None else ""))
    if args.kwarg:
        out.append("**" + args.kwarg.arg)
    return out


def method_entry(node: ast.FunctionDef | ast.AsyncFunctionDef) -> dict[str, object]:
    decorators = {decorator_name(d) for d in node.decorator_list}
    if "property" in decorators or "cached_property" in decorators:
        return {"kind": "property"}
    kind = "staticmethod" if "staticmethod" in decorators else "classmethod" if "classmethod" in decorators else "method"
    return {"kind": kind, "params": parameters(node.args, drop_first=kind != "staticmethod")}


def dataclass_init(node: ast.ClassDef) -> list[str] | None:
    decorators = {decorator_name(d) for d in node.decorator_list}
    if not decorators & {"dataclass", "define", "attrs", "frozen"}:
        return None
    params: list[str] = []
    for statement in node.body:
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            annotation = ast.unparse(statement.annotation)
            if "ClassVar" in annotation:
                continue
            params.append(statement.target.id + ("=" if statement.value is not None else ""))
    return params


class Extractor:
    def __init__(self, library: Library):
        self.library = library
        self.definitions: dict[str, dict[str, object]] = {}

    def describe(self, key: str) -> None:
        if key in self.definitions:
            return
        node = self.library.definitions[key]
        module_name = self.library.def_module[key]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            self.definitions[key] = {"params": parameters(node.args, drop_first=False)}
            return
        assert isinstance(node, ast.ClassDef)
        entry: dict[str, object] = {"bases": [], "methods": {}}
        self.definitions[key] = entry
        bases: list[str] = []
        for base in node.bases:
            resolved = self.resolve_expression(module_name, base)
            bases.append(resolved)
            if resolved.startswith(self.library.package) and ":" in resolved and resolved in self.library.definitions:
                self.describe(resolved)
        entry["bases"] = bases
        methods: dict[str, object] = {}
        for statement in node.body:
            if isinstance(statement, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if is_overload(statement):
                    continue
                if statement.name.startswith("_") and statement.name not in KEPT_DUNDERS:
                    continue
                methods[statement.name] = method_entry(statement)
        synthetic = dataclass_init(node)
        if synthetic is not None and "__init__" not in methods:
            methods["__init__"] = {"kind": "method", "params": synthetic, "from": "dataclass fields"}
        entry["methods"] = methods
        if any(isinstance(k, ast.keyword) and k.arg == "metaclass" for k in node.keywords):
            entry["metaclass"] = True

    def resolve_expression(self, module_name: str, expression: ast.expr) -> str:
        if isinstance(expression, ast.Subscript):  # Generic[T]
            expression = expression.value
        dotted: list[str] = []
        while isinstance(expression, ast.Attribute):
            dotted.insert(0, expression.attr)
            expression = expression.value
        if not isinstance(expression, ast.Name):
            return "?" + ast.unparse(expression)
        kind, target = self.library.resolve(module_name, expression.id)
        for part in dotted:
            if kind == "module":
                kind, target = self.library.resolve(target, part)
            elif kind == "external":
                target = f"{target}.{part}"
            else:
                return "?" + ".".join([expression.id, *dotted])
        if kind == "def":
            return target
        if kind == "external":
            return "external:" + target
        if kind == "missing" and expression.id in ("object", "Exception", "dict", "list", "str", "int", "tuple"):
            return "builtin:" + expression.id
        return "?" + ".".join([expression.id, *dotted])


VERSION = r"[\"']v?(\d[\w.+-]*)[\"']"
PLACEHOLDERS = {"0.0", "0.0.0", "0.0.0.dev0"}


def version_of(mirror: str, commit: str, sources: dict[str, str], package_dir: str) -> tuple[str, str]:
    """The version the source states, and where: __version__ in the package or its version file, then the
    packaging metadata, then the newest release tag reachable from the commit (setuptools_scm projects write
    none). Placeholders such as "0.0.0" are skipped."""

    def show(path: str) -> str:
        try:
            return git(mirror, "show", f"{commit}:{path}").decode("utf-8", errors="replace")
        except subprocess.CalledProcessError:
            return ""

    candidates = [f"{package_dir}/__init__.py"] + sorted(
        path for path in sources if path.endswith(("/version.py", "/_version.py", "/__about__.py", "/about.py"))
    )
    for path in candidates:
        for match in re.finditer(r"^_*version_*\s*(?::\s*str\s*)?=\s*" + VERSION, sources.get(path, ""), re.M):
            if match.group(1) not in PLACEHOLDERS:
                return match.group(1), path
    text = show(f"{package_dir}/version.txt").strip()
    if re.fullmatch(r"\d[\w.+-]*", text) and text not in PLACEHOLDERS:
        return text, f"{package_dir}/version.txt"
    for path in ("pyproject.toml", "setup.py", "setup.cfg", "python/setup.py", "python/pyproject.toml"):
        for match in re.finditer(r"^\s*version\s*[=:]\s*" + VERSION, show(path), re.M | re.I):
            if match.group(1) not in PLACEHOLDERS:
                return match.group(1), path
    tags = git(mirror, "tag", "--merged", commit, "--sort=-creatordate").decode().split()
    for tag in tags:
        match = re.match(r"^v?(\d+\.\d+[\w.+-]*)$", tag)
        if match:
            return match.group(1), f"newest release tag reachable from the commit ({tag}); the source states none"
    return "", ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mirror", required=True, help="bare git repository made by the fetch tool")
    parser.add_argument("--package", required=True, help="the package's folder in the repository, e.g. src/diffusers")
    parser.add_argument("--name", help="import name, when it differs from the folder's name")
    parser.add_argument("--repository", help="owner/name (default: from the mirror's path)")
    parser.add_argument("--commit", default="HEAD")
    parser.add_argument("--version", help="version, when the source does not state it in __version__")
    parser.add_argument("--version-source", help="where --version was read (file and line)")
    parser.add_argument(
        "--modules",
        help="comma-separated public modules to record in full (default: the package and its direct submodules)",
    )
    parser.add_argument("--also-modules", help="comma-separated public modules to record in full besides the default ones")
    parser.add_argument("--out", required=True)
    options = parser.parse_args()

    package_dir = options.package.strip("/")
    package = options.name or PurePosixPath(package_dir).name
    commit = git(options.mirror, "rev-parse", options.commit).decode().strip()
    commit_date = git(options.mirror, "show", "-s", "--format=%cs", commit).decode().strip()
    repository = options.repository or PurePosixPath(options.mirror).parent.name.replace("+", "/", 1)
    sources = read_sources(options.mirror, commit, package_dir)

    modules: dict[str, Module] = {}
    notes: list[str] = []
    for path, text in sorted(sources.items()):
        name, is_package = module_name(path, package_dir, package)
        try:
            tree = ast.parse(text)
        except SyntaxError as error:
            notes.append(f"{path} does not parse with this python3 ({error.msg}, line {error.lineno}): not recorded")
            continue
        modules[name] = Module(name, is_package, tree)
    if package not in modules:
        # A namespace package (anemoi.inference, pyannote.audio) or a folder of modules with no __init__.py.
        modules[package] = Module(package, True, ast.parse(""))
        notes.append(f"{package_dir} has no __init__.py: {package} is a namespace package")
    add_path_aliases(modules, sources, notes)
    library = Library(package, modules)

    public = sorted(name for name in modules if is_public(name, package))
    if options.modules:
        recorded = [m.strip() for m in options.modules.split(",") if m.strip()]
        unknown = [m for m in recorded if m not in modules]
        if unknown:
            sys.exit(f"--modules names modules that {repository} does not have: {', '.join(unknown)}")
    else:
        recorded = [m for m in public if m.count(".") <= package.count(".") + 1]
    if options.also_modules:
        extra = [m.strip() for m in options.also_modules.split(",") if m.strip()]
        unknown = [m for m in extra if m not in modules]
        if unknown:
            sys.exit(f"--also-modules names modules that {repository} does not have: {', '.join(unknown)}")
        recorded += [m for m in extra if m not in recorded]

    extractor = Extractor(library)
    out_modules: dict[str, object] = {}
    for name in recorded:
        module = modules[name]
        names: dict[str, str] = {}
        candidates = module.all_names if module.all_names is not None else list(module.bindings)
        if module.all_names is not None:
            candidates = [*candidates, *(n for n in module.bindings if n not in candidates)]
        for local in candidates:
            if local.startswith("_"):
                continue
            kind, target = library.resolve(name, local)
            if kind == "def":
                names[local] = target
                extractor.describe(target)
            elif kind == "bound":
                class_key, method = target.rsplit(".", 1)
                extractor.describe(class_key)
                names[local] = f"{class_key}.{method}"
            elif kind == "instance":
                names[local] = f"{target}()"
                extractor.describe(target)
            elif kind == "module":
                names[local] = target
            elif kind == "value":
                names[local] = "="
            elif kind == "missing" and module.all_names is not None and local in module.all_names:
                names[local] = "?"
                notes.append(f"{name}.__all__ lists {local}, which the source does not bind statically ({target})")
        for child in public:
            if "." in child and child.rsplit(".", 1)[0] == name:
                names.setdefault(child.rsplit(".", 1)[1], child)
        entry: dict[str, object] = {"names": dict(sorted(names.items()))}
        if module.has_getattr and not module.followed_lazy:
            entry["dynamic"] = "module-level __getattr__ with no import table to read: names it serves are unknown"
            notes.append(f"{name}: {entry['dynamic']}")
        out_modules[name] = entry

    version, version_source = (options.version, options.version_source) if options.version else ("", "")
    if not version:
        version, version_source = version_of(options.mirror, commit, sources, package_dir)
    if not version:
        sys.exit(f"{repository}: no __version__ in {package_dir}; pass --version and --version-source")
    fixture = {
        "library": package,
        "version": version,
        "versionSource": version_source,
        "repository": repository,
        "commit": commit,
        "commitDate": commit_date,
        "read": READ_DATE,
        "extractor": "packages/tasks/scripts/extract-library-signatures.py",
        "notes": notes,
        "modules": out_modules,
        "otherModules": [m for m in public if m not in out_modules],
        "definitions": dict(sorted(extractor.definitions.items())),
    }
    with open(options.out, "w", encoding="utf-8") as handle:
        json.dump(fixture, handle, indent=None, separators=(",", ":"), ensure_ascii=False)
        handle.write("\n")
    size = len(json.dumps(fixture, separators=(",", ":")))
    print(
        f"{package} {version} @ {commit[:10]} ({commit_date}): {len(out_modules)} modules recorded, "
        f"{len(fixture['otherModules'])} by name, {len(extractor.definitions)} definitions, {size} bytes"
    )


if __name__ == "__main__":
    main()
