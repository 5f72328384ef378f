"""Launcher of the jax-mesh-lsp server shipped in the .vsix (after Microsoft's python-tools extension template).

The extension runs `<python> -I lsp_server.py [--from-environment] [--probe | serve options]` with a working
directory outside the workspace. `-I` (isolated mode) keeps the working directory, PYTHONPATH and the user's
site-packages off sys.path, so no workspace file (a `logging.py`, a `json.py`) can shadow what the server imports.
This script then puts the server copied next to it (bundled/tool) and its pure-Python dependencies (bundled/libs)
first on sys.path, unless `--from-environment` asks for the jax-mesh-lsp installed in the interpreter.

`--probe` prints one JSON line about the interpreter (the extension's check before starting the server).
It must parse on old Pythons too, to say that they are too old: no syntax newer than 3.6 here.
"""
import json
import os
import platform
import sys

TOOL = os.path.dirname(os.path.abspath(__file__))
LIBS = os.path.join(os.path.dirname(TOOL), "libs")
MIN_PYTHON = (3, 10)


def set_path(bundled):
    # Never the working directory (or "", which means it), even when started without -I.
    cwd = os.getcwd()
    sys.path[:] = [p for p in sys.path if p and os.path.abspath(p) != cwd and os.path.abspath(p) != TOOL]
    if bundled:
        sys.path[0:0] = [TOOL, LIBS]


def probe(bundled):
    from importlib import util

    try:
        from importlib import metadata
    except ImportError:  # Python < 3.8
        metadata = None

    def version(name):
        try:
            return metadata.version(name) if metadata else None
        except Exception:
            return None

    info = {"executable": sys.executable, "python": platform.python_version(),
            "supported": sys.version_info >= MIN_PYTHON, "bundled": bundled,
            "package": False, "packageVersion": None, "packageLocation": None, "jax": version("jax")}
    if info["supported"]:
        spec = util.find_spec("jax_mesh_lsp")
        if spec is not None:
            info["package"] = True
            info["packageLocation"] = os.path.dirname(spec.origin or "")
            try:
                from jax_mesh_lsp import __version__
                info["packageVersion"] = __version__
            except Exception as exc:
                info["package"] = False
                info["importError"] = "%s: %s" % (type(exc).__name__, exc)
    print(json.dumps(info))
    return 0


def main(argv):
    bundled = "--from-environment" not in argv
    argv = [a for a in argv if a != "--from-environment"]
    set_path(bundled)
    if "--probe" in argv:
        return probe(bundled)
    if sys.version_info < MIN_PYTHON:
        sys.stderr.write("jax-mesh-lsp needs Python %d.%d or newer; this is %s (%s)\n"
                         % (MIN_PYTHON + (platform.python_version(), sys.executable)))
        return 1
    from jax_mesh_lsp.cli import main as cli_main

    return cli_main(["serve"] + argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
