"""Reference renderer: Python jinja2 configured the way transformers' apply_chat_template configures it.

Reads one JSON document from stdin: {"now": "2025-04-16T09:30:00", "cases": [{"template": str, "context": obj}, ...]}
and prints {"results": [{"ok": true, "output": str} | {"ok": false, "error": str}, ...]} in the same order.
One process renders a whole batch, so differential tests pay Python's start-up once.
"""

import json
import sys
from datetime import datetime

import jinja2
from jinja2.ext import Extension, loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


class GenerationTag(Extension):
    """`{% generation %}...{% endgeneration %}` renders its body (transformers tracks assistant masks with it)."""

    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(["name:endgeneration"], drop_needle=True)
        return jinja2.nodes.CallBlock(self.call_method("_render", []), [], [], body).set_lineno(lineno)

    def _render(self, caller):
        return caller()


def make_environment(now):
    def raise_exception(message):
        raise jinja2.exceptions.TemplateError(message)

    def tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
        return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys)

    def strftime_now(format):
        return now.strftime(format)

    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True, extensions=[GenerationTag, loopcontrols])
    env.filters["tojson"] = tojson
    env.globals["raise_exception"] = raise_exception
    env.globals["strftime_now"] = strftime_now
    return env


def with_additions(env, python):
    """A copy of `env` with the case's own Python filters, tests and globals (each given as `def` source)."""
    env = env.overlay()
    for table in ("filters", "tests", "globals"):
        for name, code in python.get(table, {}).items():
            namespace = {}
            exec(code, namespace)
            getattr(env, table)[name] = namespace[name]
    return env


def render_one(env, case, compiled=None):
    try:
        if "python" in case:
            env, compiled = with_additions(env, case["python"]), None
        source = case["template"]
        template = compiled.get(source) if compiled is not None else None
        if template is None:
            template = env.from_string(source)
            if compiled is not None:
                compiled[source] = template
        return {"ok": True, "output": template.render(**case.get("context", {}))}
    except RecursionError:
        return {"ok": False, "error": "RecursionError: maximum recursion depth exceeded"}
    except Exception as error:  # the reference outcome is "raised", whatever the exception
        return {"ok": False, "error": f"{type(error).__name__}: {error}"}


def main():
    request = json.load(sys.stdin)
    now = datetime.fromisoformat(request.get("now", "2025-04-16T09:30:00"))
    env = make_environment(now)
    compiled = {}  # a batch often renders one template with many contexts: compile it once
    results = [render_one(env, case, compiled) for case in request["cases"]]
    json.dump({"results": results}, sys.stdout, ensure_ascii=True)


if __name__ == "__main__":
    sys.setrecursionlimit(3000)
    main()
