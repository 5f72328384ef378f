"""An on-disk cache of `check` runs (like Ruff's): the same files, options and tool give the same findings
without analysing again, as long as nothing the run looked at changed.

What a run looked at is recorded, not guessed: every file the project stat'ed (size and mtime, or "missing"),
the folders those files live in (a file added or removed beside them changes the folder's mtime, and with it
how an import resolves), the folders of the interpreter's sys.path (a `pip install` changes site-packages) and the
analysis' own source files. Any difference is a miss; a miss, an unreadable or a foreign entry just means
analysing again. Entries live in the user's cache folder, never in the workspace.

    JAX_MESH_LSP_CACHE_DIR   where (default ~/.cache/jax-mesh-lsp/check)
    JAX_MESH_LSP_NO_CACHE=1  off
"""
from __future__ import annotations

import hashlib
import logging
import os
import pickle
import sys
import tempfile
from typing import Any

log = logging.getLogger(__name__)
FORMAT = 1
MAX_ENTRIES = 64


def enabled() -> bool:
    return not os.environ.get("JAX_MESH_LSP_NO_CACHE")


def folder() -> str:
    return os.environ.get("JAX_MESH_LSP_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "jax-mesh-lsp", "check")


def _stat(path: str) -> tuple | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


def _tool_stamp() -> tuple:
    """The analysis' own code: a changed rule must not be answered from an old run."""
    base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = []
    for folder_, dirs, names in os.walk(base):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for n in sorted(names):
            if n.endswith((".py", ".json", ".toml", ".md")):
                p = os.path.join(folder_, n)
                out.append((p, _stat(p)))
    return tuple(out)


def run_key(names: list[str], options: Any, jobs_independent: str = "") -> str:
    h = hashlib.sha256()
    # absolute: `check .` in two folders names the same relative files, which are not the same files
    h.update(repr((FORMAT, sys.version, sys.prefix, _absolute(names), repr(options), jobs_independent)).encode(
        "utf-8", "surrogatepass"))
    h.update(repr(_tool_stamp()).encode("utf-8", "surrogatepass"))
    h.update(repr([(p, _stat(p)) for p in sys.path if p]).encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def _absolute(names: list[str]) -> list[str]:
    return sorted(os.path.abspath(n) for n in names)


def looked_at(memo: dict[str, Any]) -> dict[str, tuple | None]:
    """The files a run stat'ed, and the folders holding them, with what they were."""
    out: dict[str, tuple | None] = {}
    for path, key in memo.items():
        out[path] = (key[1], key[2]) if key and key[0] == "disk" else None
        d = os.path.dirname(path)
        if d not in out:
            out[d] = _stat(d)
    return out


def load(key: str) -> tuple[list, list[str]] | None:
    if not enabled():
        return None
    path = os.path.join(folder(), key[:2], key)
    try:
        with open(path, "rb") as fh:
            entry = pickle.load(fh)
        if entry.get("format") != FORMAT or entry.get("key") != key:
            return None
        for p, seen in entry["looked_at"].items():
            if _stat(p) != seen:
                return None
        return entry["findings"], entry["errors"]
    except FileNotFoundError:
        return None
    except Exception as exc:  # a damaged entry: analyse again
        log.info("ignoring the cache entry %s: %s", path, exc)
        return None


def store(key: str, seen: dict[str, tuple | None], findings: list, errors: list[str]) -> None:
    if not enabled():
        return
    where = os.path.join(folder(), key[:2])
    try:
        os.makedirs(where, exist_ok=True)
        data = pickle.dumps({"format": FORMAT, "key": key, "looked_at": seen, "findings": findings,
                             "errors": errors}, protocol=pickle.HIGHEST_PROTOCOL)
        fd, tmp = tempfile.mkstemp(dir=where)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, os.path.join(where, key))
        _trim()
    except Exception as exc:  # a read-only home, a full disk: no cache, same answers
        log.info("not caching this run: %s", exc)


# ------------------------------------------------------------------------------ E999/E902, per file
# Whether Python would refuse a file (unparsable.problem: a full compile, about as costly as parsing it) is
# kept per file, valid while the file's (mtime, size) and the tool are the same: a re-run then compiles only
# the files that changed. One entry per set of files checked, like the runs above.
def _problems_path(names: list[str]) -> str:
    h = hashlib.sha256()
    h.update(repr((FORMAT, "problems", sys.version, _absolute(names))).encode("utf-8", "surrogatepass"))
    h.update(repr(_tool_stamp()).encode("utf-8", "surrogatepass"))
    key = h.hexdigest()
    return os.path.join(folder(), key[:2], key)


def problem_stats(names: list[str]) -> dict[str, tuple | None]:
    """Each file's (mtime, size) now: taken before the files are read, so a file that changes while it is
    compiled is looked at again next time. The ctime too: a chmod changes whether it can be read (E902)."""
    out: dict[str, tuple | None] = {}
    for n in names:
        try:
            st = os.stat(n)
            out[n] = (st.st_mtime_ns, st.st_size, st.st_ctime_ns)
        except OSError:
            out[n] = None
    return out


def load_problems(names: list[str], stats: dict[str, tuple | None]) -> dict[str, Any]:
    """name -> its cached result (a Finding or None) for the files unchanged since it was stored."""
    if not enabled() or not names:
        return {}
    try:
        with open(_problems_path(names), "rb") as fh:
            entry = pickle.load(fh)
        if entry.get("format") != FORMAT:
            return {}
        out = {}
        for n, (seen, result) in entry["files"].items():
            if seen is not None and stats.get(n) == seen:
                out[n] = result
        return out
    except FileNotFoundError:
        return {}
    except Exception as exc:  # a damaged entry: compile again
        log.info("ignoring the cached syntax checks: %s", exc)
        return {}


def store_problems(names: list[str], stats: dict[str, tuple | None], results: dict[str, Any]) -> None:
    if not enabled() or not names:
        return
    path = _problems_path(names)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = pickle.dumps({"format": FORMAT, "files": {n: (stats.get(n), results.get(n)) for n in names}},
                            protocol=pickle.HIGHEST_PROTOCOL)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path))
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
        _trim()
    except Exception as exc:
        log.info("not caching the syntax checks: %s", exc)


def _trim() -> None:
    base = folder()
    entries = []
    for sub in os.listdir(base):
        d = os.path.join(base, sub)
        if os.path.isdir(d):
            for n in os.listdir(d):
                p = os.path.join(d, n)
                entries.append((os.path.getmtime(p), p))
    entries.sort()
    for _, p in entries[:-MAX_ENTRIES]:
        try:
            os.remove(p)
        except OSError:
            pass
