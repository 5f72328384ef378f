"""Garbage collection when the editor is idle, not while the user types.

The analysis (and its syntax trees, hundreds of thousands of objects per file) lives in the worker process
(worker.py), whose automatic collection is off: `on_idle` asks it to collect after a short quiet spell. The
server's own heap holds only documents and finished results, so its idle collection takes a few milliseconds;
it too is off while the user types, and a long burst still gets a collection once enough has been allocated.
"""
from __future__ import annotations

import asyncio
import gc
import time

from .util import log

IDLE_S = 1.0          # quiet time before collecting
POLL_S = 0.25
FORCE_COUNT = 2_000_000  # tracked allocations since the last collection that force one even while busy


class IdleCollector:
    def __init__(self, on_idle=None) -> None:
        self.on_idle = on_idle  # () -> None: called once per quiet spell, after the server's own collection
        self.last_activity = time.monotonic()
        self.dirty = False
        self.task: asyncio.Task | None = None
        self.enabled = False

    def install(self) -> None:
        gc.disable()
        self.enabled = True

    def touch(self) -> None:
        """Something was analysed or requested: postpone the collection."""
        if not self.enabled:
            return
        self.last_activity = time.monotonic()
        self.dirty = True
        if self.task is None or self.task.done():
            try:
                self.task = asyncio.get_running_loop().create_task(self._run())
            except RuntimeError:  # no loop in this thread
                pass
        if gc.get_count()[0] > FORCE_COUNT:
            gc.collect()

    async def _run(self) -> None:
        while self.dirty:
            await asyncio.sleep(POLL_S)
            if time.monotonic() - self.last_activity >= IDLE_S:
                start = time.perf_counter()
                gc.collect()
                _trim_heap()
                log.debug("idle collection in the server: %.1f ms", (time.perf_counter() - start) * 1000)
                self.dirty = False
                if self.on_idle is not None:
                    try:
                        self.on_idle()
                    except Exception as exc:  # never fatal
                        log.warning("idle work failed: %r", exc)


def _trim_heap() -> None:
    """Hand freed memory back to the system (glibc keeps it otherwise): after closing a big file the server
    shrinks again."""
    try:
        import ctypes
        libc = ctypes.CDLL("libc.so.6")
        libc.malloc_trim(0)
    except Exception:  # not glibc: nothing to do
        pass
