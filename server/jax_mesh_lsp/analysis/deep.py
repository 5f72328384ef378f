"""Running the analysis again with a higher recursion limit, on a thread with a big stack.

The interpreter recurses along the tree: a 500-term `1 + 1 + ...` chain (which Python itself runs) goes past
the default limit of 1000 frames. Only such files are retried. The limit is process-wide, so a counter keeps it
raised until the last retry ends; it is raised only on threads with a big stack (their stack is reserved
address space, touched only as deep as the recursion goes):

- `call` starts such a thread for the retry of a single file, or for a whole `check` run;
- a host whose worker threads all have big stacks (the server sets `threading.stack_size` at start and
  `ALL_THREADS_BIG`) retries in place with `with_limit`: a cross-file retry must stay on its thread, which
  holds its project's lock.
"""
from __future__ import annotations

import sys
import threading

STACK_BYTES = 256 * 1024 * 1024
DEEP_LIMIT = 60_000
ALL_THREADS_BIG = False   # set by a host that gave every thread but the main one a STACK_BYTES stack

_local = threading.local()
_lock = threading.Lock()
_raised = 0
_saved_limit = 0


def raised() -> bool:
    """True while this thread runs with the raised limit (a retry there would gain nothing)."""
    return getattr(_local, "raised", False)


def on_big_stack() -> bool:
    if getattr(_local, "big", False):
        return True
    return ALL_THREADS_BIG and threading.current_thread() is not threading.main_thread()


def with_limit(fn, *args, **kwargs):
    """fn(*args, **kwargs) with the raised recursion limit; call it only on a big-stack thread."""
    global _raised, _saved_limit
    with _lock:
        if _raised == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, DEEP_LIMIT))
        _raised += 1
    _local.raised = True
    try:
        return fn(*args, **kwargs)
    finally:
        _local.raised = False
        with _lock:
            _raised -= 1
            if _raised == 0:
                sys.setrecursionlimit(_saved_limit)


def call(fn, *args, raise_limit: bool = True, **kwargs):
    """fn(*args, **kwargs) on a fresh big-stack thread, with the raised limit (or, with `raise_limit=False`,
    free to raise it when it needs to); its result or its exception."""
    out: dict = {}

    def run() -> None:
        _local.big = True
        try:
            out["value"] = with_limit(fn, *args, **kwargs) if raise_limit else fn(*args, **kwargs)
        except BaseException as exc:  # handed to the caller
            out["error"] = exc

    with _lock:
        old_size = threading.stack_size()
        try:
            threading.stack_size(STACK_BYTES)
            thread = threading.Thread(target=run, name="jax-mesh-deep", daemon=True)
            thread.start()
        finally:
            threading.stack_size(old_size)
    thread.join()
    if "error" in out:
        raise out["error"]
    return out["value"]
