"""Keeps workspace code out of the server's imports.

`python -m jax_mesh_lsp` puts the working directory first on sys.path (`''` for `-c`, the folder for a script),
and the editor may start the server inside the workspace: a workspace `logging.py` or `json.py` would then be
imported instead of the standard library's. Only `os` and `sys` are used here: this runs before anything else
is imported. (`python -I` is the real fix; modules the interpreter imports before our first line, such as
`runpy`'s `importlib` and `types`, can only be protected by it.)
"""
from __future__ import annotations

import os
import sys


def _same(a: str, b: str) -> bool:
    try:
        return os.path.realpath(a or os.curdir) == os.path.realpath(b)
    except (OSError, ValueError):
        return False


def drop_from_sys_path(folders=()) -> list[str]:
    """Removes '' and the working directory (and `folders`) from sys.path; returns what was removed."""
    try:
        cwd = os.getcwd()
    except OSError:  # the working directory was removed: '' then names nothing we could import
        cwd = None
    banned = [f for f in folders if f] + ([cwd] if cwd else [])
    removed = []
    for entry in list(sys.path):
        if entry in ("", ".") or any(_same(entry, b) for b in banned):
            sys.path.remove(entry)
            removed.append(entry)
    # importers cached for a removed entry must not answer later imports either
    for entry in removed:
        sys.path_importer_cache.pop(entry, None)
    return removed
