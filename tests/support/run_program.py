"""Runs one program under the real jax and prints its outcome as one JSON line.

Used by tests/groundtruth.py in a subprocess: the program runs as `__main__`, with its own folder and
tests/support on sys.path (so `lowering_helper` and sibling helper modules import).
"""
import sys

_AT_START = set(sys.modules)   # what `python path` itself has loaded before the program's first line

import json  # noqa: E402
import os  # noqa: E402
import runpy  # noqa: E402
import traceback  # noqa: E402
import warnings  # noqa: E402

MARKER = "@@OUTCOME@@"


def main(path: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    sys.path[:0] = [folder, os.path.dirname(os.path.abspath(__file__))]
    os.chdir(folder)
    sys.argv = [path]   # as `python path` gives it: a program's argparse sees no arguments of ours
    # this runner imported modules for itself (json, runpy...) that `python path` has not: a json.py or
    # argparse.py beside the program is what the program's `import` finds, so those are forgotten (the runner
    # keeps its own references)
    for name in [m for m in sys.modules if m not in _AT_START and _shadowed(folder, m.split(".")[0])]:
        del sys.modules[name]
    warnings.simplefilter("ignore")
    try:
        runpy.run_path(path, run_name="__main__")
        outcome = {"type": None, "message": "NO_ERROR"}
    except BaseException as exc:  # the outcome we want to record, whatever it is
        outcome = {"type": type(exc).__name__, "message": str(exc),
                   "where": traceback.format_exc(limit=-3)[-2000:]}
    sys.stdout.flush()
    print(MARKER + json.dumps(outcome), flush=True)


def _shadowed(folder: str, root: str) -> bool:
    return os.path.isfile(os.path.join(folder, root + ".py")) or os.path.isfile(os.path.join(folder, root, "__init__.py"))


if __name__ == "__main__":
    main(sys.argv[1])
