"""
Runs python snippets as scripts, each in a child process of its own (os.fork), so the libraries they import
are loaded once: a fork starts from this process with `requests` (and PIL, IPython when present) already
imported, then executes the snippet file as `__main__` would, in the given folder, with its output in
files. Reads [{"path", "cwd", "stdout", "stderr"}] as JSON on stdin, writes the exit codes as JSON.
"""
import json
import os
import signal
import sys
import traceback

import requests  # noqa: F401  (imported again by the snippets, as any script would)

try:  # Only some snippets use them; a snippet that does fails on its own import when they are missing.
    import IPython.display  # noqa: F401
    import PIL.Image  # noqa: F401
except ImportError:
    pass

TIMEOUT_SECONDS = 30


def run(job):
    pid = os.fork()
    if pid == 0:
        out = os.open(job["stdout"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        err = os.open(job["stderr"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
        os.dup2(out, 1)
        os.dup2(err, 2)
        os.chdir(job["cwd"])
        signal.alarm(TIMEOUT_SECONDS)
        code = 0
        try:
            with open(job["path"], encoding="utf-8") as f:
                source = f.read()
            exec(compile(source, job["path"], "exec"), {"__name__": "__main__", "__file__": job["path"]})
        except SystemExit as exit:
            code = exit.code if isinstance(exit.code, int) else 1
        except BaseException:
            traceback.print_exc()
            code = 1
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


jobs = json.load(sys.stdin)
json.dump([run(job) for job in jobs], sys.stdout)
