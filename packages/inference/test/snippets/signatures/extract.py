"""
Extracts the call signatures the python inference snippets use from the sources of the client libraries'
current releases, as data (python-clients.json beside this file). Run it by hand when a library releases:

    python3 extract.py HF_HUB_REPO OPENAI_REPO FAL_REPO > python-clients.json

Each argument is a git clone of the library (huggingface/huggingface_hub, openai/openai-python,
fal-ai/fal); the release tags are below. Only parameter names, kinds and whether a default exists are
kept: enough for inspect.Signature.bind to say whether a call would raise TypeError.
"""
import ast
import json
import subprocess
import sys

RELEASES = [
    {
        "library": "huggingface_hub",
        "version": "1.28.0",
        "tag": "v1.28.0",
        "repository": "huggingface/huggingface_hub",
        "callables": {
            # class.method in the file -> the name snippets use
            "InferenceClient.__init__": ("src/huggingface_hub/inference/_client.py", "InferenceClient"),
            "InferenceClient.*": ("src/huggingface_hub/inference/_client.py", None),
        },
        "providers": "src/huggingface_hub/inference/_providers/__init__.py",
        # client.chat.completions.create is ProxyClientChatCompletions.create, which returns client.chat_completion
        "aliases": {"client.chat.completions.create": "client.chat_completion"},
    },
    {
        "library": "openai",
        "version": "3.3.1",
        "tag": "v3.3.1",
        "repository": "openai/openai-python",
        "callables": {
            "OpenAI.__init__": ("src/openai/_client.py", "OpenAI"),
            "Completions.create": ("src/openai/resources/chat/completions/completions.py", "client.chat.completions.create"),
        },
    },
    {
        "library": "fal_client",
        "version": "1.0.1",
        "tag": "fal_client_v1.0.1",
        "repository": "fal-ai/fal",
        "callables": {
            # fal_client.subscribe is SyncClient().subscribe (fal_client/__init__.py)
            "SyncClient.subscribe": ("projects/fal_client/src/fal_client/client.py", "fal_client.subscribe"),
        },
    },
]

KINDS = {
    "posonly": "POSITIONAL_ONLY",
    "args": "POSITIONAL_OR_KEYWORD",
    "vararg": "VAR_POSITIONAL",
    "kwonly": "KEYWORD_ONLY",
    "kwarg": "VAR_KEYWORD",
}


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True, text=True).stdout


def parameters(fn, bound):
    a = fn.args
    out = []
    positional = a.posonlyargs + a.args
    first_default = len(positional) - len(a.defaults)
    for i, arg in enumerate(positional):
        kind = KINDS["posonly"] if i < len(a.posonlyargs) else KINDS["args"]
        out.append({"name": arg.arg, "kind": kind, "required": i < first_default})
    if a.vararg:
        out.append({"name": a.vararg.arg, "kind": KINDS["vararg"], "required": False})
    for arg, default in zip(a.kwonlyargs, a.kw_defaults):
        out.append({"name": arg.arg, "kind": KINDS["kwonly"], "required": default is None})
    if a.kwarg:
        out.append({"name": a.kwarg.arg, "kind": KINDS["kwarg"], "required": False})
    return out[1:] if bound else out


def is_overload(fn):
    return any(isinstance(d, ast.Name) and d.id == "overload" for d in fn.decorator_list)


def methods_of(tree, cls):
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == cls:
            found = {}
            for item in node.body:
                # The implementation follows its @overload stubs: the last definition wins.
                if isinstance(item, ast.FunctionDef) and not is_overload(item):
                    found[item.name] = item
            return found
    raise SystemExit(f"class {cls} not found")


def main(repos):
    releases = []
    for release, repo in zip(RELEASES, repos):
        commit = git(repo, "rev-parse", release["tag"] + "^{commit}").strip()
        signatures = {}
        sources = set()
        for key, (path, name) in release["callables"].items():
            cls, method = key.split(".")
            tree = ast.parse(git(repo, "show", f"{release['tag']}:{path}"))
            sources.add(path)
            found = methods_of(tree, cls)
            if method == "*":
                for public, fn in found.items():
                    # Properties (client.chat) are reached through aliases, not called.
                    decorated = any(getattr(d, "id", None) == "property" for d in fn.decorator_list)
                    if not public.startswith("_") and not decorated:
                        signatures[f"client.{public}"] = parameters(fn, bound=True)
            else:
                signatures[name] = parameters(found[method], bound=True)
        entry = {
            "library": release["library"],
            "version": release["version"],
            "repository": release["repository"],
            "tag": release["tag"],
            "commit": commit,
            "files": sorted(sources),
            "signatures": signatures,
        }
        if "aliases" in release:
            entry["aliases"] = release["aliases"]
        if "providers" in release:
            tree = ast.parse(git(repo, "show", f"{release['tag']}:{release['providers']}"))
            for node in tree.body:
                if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", None) == "PROVIDERS":
                    entry["providerTasks"] = {
                        k.value: [t.value for t in v.keys] for k, v in zip(node.value.keys, node.value.values)
                    }
            entry["files"].append(release["providers"])
        releases.append(entry)
    json.dump({"retrieved": "2026-11-25", "releases": releases}, sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:4])
