"""
Checks that every call a python snippet makes on a client library binds to that library's real signature
(python-clients.json, extracted from the libraries' current releases by extract.py): the method exists,
no unknown keyword, every required argument given, no extra positional argument; and that huggingface_hub
knows the provider its client is created with, and serves there the task the method stands for.

Reads {"releases": [...python-clients.json releases], "snippets": [code, ...]} as JSON on stdin; writes,
for each snippet, {"checked": <calls checked>, "problems": [...]}.
"""
import ast
import inspect
import json
import sys

KINDS = {
    "POSITIONAL_ONLY": inspect.Parameter.POSITIONAL_ONLY,
    "POSITIONAL_OR_KEYWORD": inspect.Parameter.POSITIONAL_OR_KEYWORD,
    "VAR_POSITIONAL": inspect.Parameter.VAR_POSITIONAL,
    "KEYWORD_ONLY": inspect.Parameter.KEYWORD_ONLY,
    "VAR_KEYWORD": inspect.Parameter.VAR_KEYWORD,
}
VARIADIC = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
# The class that makes each library's client object.
CONSTRUCTORS = {"InferenceClient": "huggingface_hub", "OpenAI": "openai"}
# huggingface_hub methods registered under another task name than their own.
TASK_OF_METHOD = {"chat_completion": "conversational"}


def signature(params):
    return inspect.Signature(
        [
            inspect.Parameter(
                p["name"],
                KINDS[p["kind"]],
                default=inspect.Parameter.empty if p["required"] or KINDS[p["kind"]] in VARIADIC else None,
            )
            for p in params
        ]
    )


def dotted(node):
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


class Checker:
    def __init__(self, releases):
        self.releases = releases
        self.problems = []
        self.checked = 0
        self.imported = {}  # local name -> library it comes from
        self.objects = {}  # variable -> (library, provider given to the constructor)

    def imports(self, tree):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module in self.releases:
                for alias in node.names:
                    self.imported[alias.asname or alias.name] = node.module
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in self.releases:
                        self.imported[alias.asname or alias.name] = alias.name

    def bind(self, node, library, key):
        release = self.releases[library]
        key = release.get("aliases", {}).get(key, key)
        where = f"{library} {release['version']}"
        if key not in release["signatures"]:
            self.problems.append(f"{dotted(node.func)}: {where} has no {key}")
            return None
        if any(isinstance(a, ast.Starred) for a in node.args) or any(k.arg is None for k in node.keywords):
            self.problems.append(f"{dotted(node.func)}: *args and **kwargs cannot be checked")
            return None
        try:
            signature(release["signatures"][key]).bind(*node.args, **{k.arg: k.value for k in node.keywords})
        except TypeError as error:
            self.problems.append(f"{dotted(node.func)}(...): {error} ({where})")
        self.checked += 1
        return key

    def constructor(self, node, targets):
        name = dotted(node.func)
        library = CONSTRUCTORS[name]
        self.bind(node, library, name)
        provider = next(
            (k.value.value for k in node.keywords if k.arg == "provider" and isinstance(k.value, ast.Constant)), None
        )
        release = self.releases[library]
        if library == "huggingface_hub" and provider not in (None, "auto") and provider not in release["providerTasks"]:
            self.problems.append(f"InferenceClient(provider={provider!r}): huggingface_hub {release['version']} has no such provider")
        for target in targets:
            if isinstance(target, ast.Name):
                self.objects[target.id] = (library, provider)

    def method(self, node, variable, rest):
        library, provider = self.objects[variable]
        key = self.bind(node, library, f"client.{rest}")
        if key is None or library != "huggingface_hub":
            return
        method = key[len("client.") :]
        task = TASK_OF_METHOD.get(method, method.replace("_", "-"))
        tasks = self.releases[library]["providerTasks"].get(provider)
        if tasks is not None and task not in tasks:
            self.problems.append(f"client.{rest}: huggingface_hub serves no {task} on {provider}")

    def run(self, code):
        try:
            tree = ast.parse(code)
        except SyntaxError as error:
            return {"checked": 0, "problems": [f"does not parse: {error}"]}
        self.imports(tree)
        # Statements in order: a client object exists from its assignment on.
        for statement in tree.body:
            for node in ast.walk(statement):
                if not isinstance(node, ast.Call):
                    continue
                name = dotted(node.func)
                if name is None:
                    continue
                head, _, rest = name.partition(".")
                if name in CONSTRUCTORS and self.imported.get(name) == CONSTRUCTORS[name]:
                    targets = statement.targets if isinstance(statement, ast.Assign) else []
                    self.constructor(node, targets)
                elif self.imported.get(head) == "fal_client" and rest:
                    self.bind(node, "fal_client", name)
                elif head in self.objects and rest:
                    self.method(node, head, rest)
        return {"checked": self.checked, "problems": self.problems}


request = json.load(sys.stdin)
releases = {release["library"]: release for release in request["releases"]}
json.dump([Checker(releases).run(code) for code in request["snippets"]], sys.stdout)
