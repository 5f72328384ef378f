"""The analysis worker: the process where parsing, interpretation and cross-file resolution run.

A thread would not do: the GIL is held through `ast.parse` and the interpreter's loops, so a 2 MB file stalled
every request for seconds. Here the server's process only reads and answers messages.

What lives here (per worker process, rebuilt from scratch when the server starts a new one):
- the editor's open buffers (`call` receives only what changed since the previous job, see worker_client.py);
- the cross-file projects (crossfile.project_for) and their caches;
- the garbage: automatic collection is off, the server asks for a collection when the editor is idle.

Jobs run one at a time, on a thread with a big stack (analysis/deep.py retries deep files in place there).
The worker never imports workspace code: sys.path is cleaned first (isolation.py) and the process starts in an
empty folder (worker_client.py).
"""
from __future__ import annotations

import gc
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

_OPEN: dict[str, tuple[Any, str]] = {}   # uri_key -> (version, text) of the editor's open documents
_RUNNER: ThreadPoolExecutor | None = None
FORCE_COUNT = 2_000_000                   # tracked allocations that force a collection between two jobs
WATCH_S = 0.5


def initialize(server_pid: int) -> None:
    """Runs first in every worker process."""
    from ..isolation import drop_from_sys_path
    drop_from_sys_path()
    _detach_from_the_editor()
    from ..analysis import deep

    global _RUNNER
    threading.stack_size(deep.STACK_BYTES)   # reserved address space, touched only as deep as recursion goes
    deep.ALL_THREADS_BIG = True
    _RUNNER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jax-mesh-job")
    gc.freeze()      # the imported modules: never walked by a collection
    gc.disable()     # collected when idle (collect()) or after a job that allocated a lot
    _watch_server(server_pid)


def _detach_from_the_editor() -> None:
    """stdin and stdout are the server's LSP pipe: a stray print here must not corrupt it (it goes to stderr,
    the editor's log), and the worker must not keep the pipe open once the server is gone."""
    import sys
    try:
        os.dup2(2, 1)
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        sys.stdout = sys.stderr
    except OSError:
        pass


def _watch_server(pid: int) -> None:
    """The worker ends with the server, also one killed with SIGKILL. (Its parent is the fork server, which
    itself waits for the worker to end: watching the parent would keep both alive, and the editor's pipes open.)"""
    def watch() -> None:
        while _alive(pid):
            time.sleep(WATCH_S)
        os._exit(0)

    threading.Thread(target=watch, name="jax-mesh-server-watch", daemon=True).start()


def _alive(pid: int) -> bool:
    if os.path.isdir("/proc/self"):
        try:
            with open(f"/proc/{pid}/stat", "rb") as f:
                return f.read().rsplit(b")", 1)[1].split()[0] != b"Z"  # a zombie is gone too
        except (FileNotFoundError, ProcessLookupError, IndexError):
            return False
        except OSError:
            pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        pass
    return True


def call(clear: bool, changes: dict[str, tuple[Any, str] | None], fn, *args) -> Any:
    """One job: bring the open buffers up to date (`clear`: `changes` is all of them), then fn(*args) on the
    big-stack thread."""
    if clear:
        _OPEN.clear()
    for key, value in changes.items():
        if value is None:
            _OPEN.pop(key, None)
        else:
            _OPEN[key] = value
    runner = _RUNNER
    if runner is None:  # in the server's own process (no worker could start): its collector decides
        return fn(*args)
    try:
        return runner.submit(fn, *args).result()
    finally:
        if gc.get_count()[0] > FORCE_COUNT:
            runner.submit(gc.collect)  # while the server handles this answer; the next job waits behind it


def open_documents() -> tuple[dict[str, str], dict[str, Any]]:
    """(texts, versions) of the editor's open documents, as last sent by the server."""
    return {k: t for k, (_, t) in _OPEN.items()}, {k: v for k, (v, _) in _OPEN.items()}


def ping() -> int:
    """Warms the worker up (imports the analysis); its pid, for logs and tests."""
    from .. import analysis, crossfile  # noqa: F401
    return os.getpid()


def collect() -> float:
    """The editor is idle: collect the worker's garbage and hand freed memory back. Seconds it took."""
    start = time.perf_counter()
    gc.collect()
    trim_heap()
    return time.perf_counter() - start


def trim_heap() -> None:
    """Hand freed memory back to the system (glibc keeps it otherwise)."""
    try:
        import ctypes
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except Exception:  # not glibc: nothing to do
        pass
