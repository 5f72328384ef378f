"""Runs one program under the real jax and prints its outcome as one JSON line.

Used by tests/groundtruth.py in a subprocess: the program runs as `__main__`, with its own folder and
tests/support on sys.path (so `lowering_helper` and sibling helper modules import).
"""
import json
import os
import runpy
import sys
import traceback
import warnings

MARKER = "@@OUTCOME@@"


def main(path: str) -> None:
    folder = os.path.dirname(os.path.abspath(path))
    sys.path[:0] = [folder, os.path.dirname(os.path.abspath(__file__))]
    os.chdir(folder)
    sys.argv = [path]   # as `python path` gives it: a program's argparse sees no arguments of ours
    # this runner imported json for itself; `python path` has not, so a json.py beside the program is what the
    # program's `import json` finds (the runner keeps its own reference)
    for name in [m for m in sys.modules if m == "json" or m.startswith("json.")]:
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


if __name__ == "__main__":
    main(sys.argv[1])
