"""Running the analysis again on a thread with a big stack and a higher recursion limit.

The interpreter recurses along the tree: a 500-term `1 + 1 + ...` chain (which Python itself runs) goes past
the default limit of 1000 frames. The retry runs only for such files; the limit is raised while a retry runs
(it is process-wide, so a counter keeps it raised until the last retry ends) and the thread's 512 MiB stack
is reserved address space, touched only as deep as the recursion goes.
"""
from __future__ import annotations

import sys
import threading

STACK_BYTES = 512 * 1024 * 1024
DEEP_LIMIT = 60_000

_local = threading.local()
_lock = threading.Lock()
_running = 0
_saved_limit = 0


def active() -> bool:
    """True on a deep thread (a retry there would gain nothing)."""
    return getattr(_local, "deep", False)


def call(fn, *args, **kwargs):
    """fn(*args, **kwargs) on a fresh big-stack thread; returns its result or raises its exception."""
    global _running, _saved_limit
    out: dict = {}

    def run() -> None:
        _local.deep = True
        try:
            out["value"] = fn(*args, **kwargs)
        except BaseException as exc:  # handed to the caller
            out["error"] = exc

    with _lock:
        if _running == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, DEEP_LIMIT))
        _running += 1
        old_size = threading.stack_size()
        try:
            threading.stack_size(STACK_BYTES)
            thread = threading.Thread(target=run, name="jax-mesh-deep", daemon=True)
            thread.start()
        finally:
            threading.stack_size(old_size)
    try:
        thread.join()
    finally:
        with _lock:
            _running -= 1
            if _running == 0:
                sys.setrecursionlimit(_saved_limit)
    if "error" in out:
        raise out["error"]
    return out["value"]
