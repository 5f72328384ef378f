"""The server's side of the analysis worker (worker.py): starts it, sends it jobs one at a time, restarts it.

- One worker process (a ProcessPoolExecutor of one). The first is forked from the server at start-up, before the
  server has any thread (`start_forked`): it has every module the server imported, so it is ready at once. Later
  ones (after a crash, or to give memory back) come from a fork server (spawn where there is none) that boots in
  a fresh empty folder, so nothing in the editor's working directory can be imported meanwhile; forking a
  process that has threads could deadlock.
- Starting is done on a thread: the event loop never waits for a process to start.
- Jobs go one at a time, in order: a job that is no longer wanted when its turn comes (`wanted()` is false) is
  not sent. Each job carries the open documents that changed since the worker last saw them.
- A worker that dies is replaced (logged); the job it was running is tried once more on the new one.
- `recycle()` ends the worker once nothing is open: all the memory it held goes back to the system; the next
  job starts a fresh one.
- Where no worker process can be started (no semaphores in a sandbox, say), jobs run on a thread of the server
  instead (logged once): slower requests beside a big file, but answers.
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import shutil
import signal
import tempfile
import threading
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

from . import worker
from .util import log

PRELOAD = ["jax_mesh_lsp.lsp.worker", "jax_mesh_lsp.analysis", "jax_mesh_lsp.crossfile", "jax_mesh_lsp.lsp.engine"]


class WorkerDied(Exception):
    """The worker process ended during a job, twice."""


class Skipped(Exception):
    """The job was no longer wanted when its turn came."""


class Stopped(Exception):
    """The server is shutting down: no more jobs."""


def _context():
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(PRELOAD)  # workers are forked with the analysis already imported
        return ctx
    return multiprocessing.get_context("spawn")


class WorkerClient:
    def __init__(self, documents: Callable[[], dict[str, tuple[Any, str]]], on_log: Callable[[str, str], None]):
        """`documents()`: the open documents now, uri_key -> (version, text). `on_log(text, level)`: to the client."""
        self.documents = documents
        self.on_log = on_log
        self.ctx = _context()
        self.turn = asyncio.Lock()                 # one job at a time, in order of arrival
        self.pool: ProcessPoolExecutor | None = None
        self.ready: Future | None = None           # the pool, once started; awaited before the first job
        self.sent: dict[str, tuple] | None = None   # what the worker has of each open document (None: unsure)
        self.pid: int | None = None
        self.closed = False
        self.fallback: ThreadPoolExecutor | None = None   # jobs in this process: no worker could be started
        self.jobs = 0                                      # jobs the current worker ran (0: fresh, nothing to free)
        self.collected_at = 0                              # self.jobs at the last collection

    # --- life cycle ----------------------------------------------------------------------------------------
    def ensure_started(self) -> None:
        if self.ready is None:
            self.start()

    def start_forked(self) -> bool:
        """The first worker, forked from the server while it has a single thread (call it before the server
        starts its loop and threads). False where that cannot be done: `start` then starts one when needed."""
        if self.ready is not None or "fork" not in multiprocessing.get_all_start_methods() \
                or threading.active_count() != 1:
            return False
        try:
            pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("fork"),
                                       initializer=worker.initialize, initargs=(os.getpid(),))
            ping = pool.submit(worker.ping)  # forks now, on this (the only) thread
        except Exception as exc:
            log.warning("could not fork the analysis worker: %r", exc)
            return False
        ready: Future = Future()

        def started(f: Future) -> None:
            if f.exception() is not None:
                ready.set_exception(f.exception())
            else:
                self.pid = f.result()
                ready.set_result(pool)

        ping.add_done_callback(started)
        self.sent = None
        self.ready = ready
        return True

    def start(self) -> None:
        """Starts a worker in the background (the caller goes on at once)."""
        ready: Future = Future()

        def run() -> None:
            try:
                ready.set_result(self._start_blocking())
            except BaseException as exc:
                ready.set_exception(exc)

        self.sent = None
        self.ready = ready
        threading.Thread(target=run, name="jax-mesh-worker-start", daemon=True).start()

    def _start_blocking(self) -> ProcessPoolExecutor:
        folder = tempfile.mkdtemp(prefix="jax-mesh-worker-")
        try:
            pool = ProcessPoolExecutor(max_workers=1, mp_context=self.ctx, initializer=worker.initialize,
                                       initargs=(os.getpid(),))
            with _working_directory(folder):
                if self.ctx.get_start_method() == "forkserver":
                    from multiprocessing import forkserver
                    forkserver.ensure_running()
                self.pid = pool.submit(worker.ping).result()  # started and warm
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        return pool

    async def _pool(self) -> ProcessPoolExecutor | None:
        """The worker, once started; None: jobs run in this process (see `fallback`)."""
        if self.fallback is not None:
            return None
        if self.ready is None:
            self.start()
        try:
            self.pool = await asyncio.shield(asyncio.wrap_future(self.ready))
        except Exception as exc:
            self.on_log(f"jax-mesh-lsp: could not start the analysis worker process ({type(exc).__name__}: {exc}); "
                        "analysing in the server's process instead", "warning")
            self.fallback = ThreadPoolExecutor(max_workers=1, thread_name_prefix="jax-mesh-analysis")
            return None
        return self.pool

    def stop(self) -> None:
        """The server is going: no new jobs; the worker ends when its job does (or with the server)."""
        self.closed = True
        pool = self.pool
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def kill(self) -> None:
        """The server exits now: so does the worker, whatever it is doing."""
        self.stop()
        if self.pid is not None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except OSError:
                pass

    async def recycle(self) -> None:
        """End the worker (nothing is open: what it held goes back to the system); the next job starts another."""
        async with self.turn:
            old = self.pool if self.ready is not None and self.ready.done() else None
            if old is None or self.closed or self.jobs == 0:
                return
            old.shutdown(wait=False)
            self.pool = self.ready = self.pid = None
            self.sent = None
            self.jobs = self.collected_at = 0
            log.info("analysis worker ended: nothing is open")

    # --- jobs ----------------------------------------------------------------------------------------------
    async def call(self, fn, *args, wanted: Callable[[], bool] | None = None) -> Any:
        """fn(*args) in the worker (fn must be a module-level function). Raises Skipped, WorkerDied or what fn
        raised. A caller that is cancelled does not cancel the job (it keeps its turn until the worker is done)."""
        task = asyncio.ensure_future(self._call(fn, args, wanted))
        task.add_done_callback(lambda t: t.cancelled() or t.exception())  # retrieved even if nobody waits
        return await asyncio.shield(task)

    def post(self, fn, *args) -> None:
        """fn(*args) in the worker, in turn, nobody waiting for it (a failure is logged)."""
        async def run() -> None:
            try:
                await self.call(fn, *args)
            except Stopped:
                pass
            except Exception as exc:
                log.warning("%s in the analysis worker failed: %r", fn.__name__, exc)

        asyncio.ensure_future(run())

    async def _call(self, fn, args, wanted) -> Any:
        async with self.turn:
            if wanted is not None and not wanted():
                raise Skipped()
            for attempt in (1, 2):
                if self.closed:
                    raise Stopped()
                pool = await self._pool()
                clear, changes = self._delta()
                self.jobs += 1
                try:
                    if pool is None:
                        return await asyncio.get_running_loop().run_in_executor(
                            self.fallback, worker.call, clear, changes, fn, *args)
                    return await asyncio.wrap_future(pool.submit(worker.call, clear, changes, fn, *args))
                except BrokenProcessPool:
                    if self.closed:
                        raise
                    self.on_log(f"jax-mesh-lsp: the analysis worker stopped (job: {fn.__name__}); starting a new one"
                                f"{' and trying again' if attempt == 1 else ''}", "warning")
                    self.start()
                except BaseException:
                    self.sent = None  # did the changes arrive? (a job that could not be sent): send all next time
                    raise
            raise WorkerDied(f"the analysis worker stopped twice during {fn.__name__}")

    def _delta(self) -> tuple[bool, dict[str, tuple[Any, str] | None]]:
        """(clear, changes): the open documents the worker does not have yet; `clear` when its copy cannot be
        trusted (a new worker, or a job that may not have arrived) and everything is sent again."""
        now = self.documents()
        clear = self.sent is None
        sent = self.sent or {}
        changes: dict[str, tuple[Any, str] | None] = {}
        stamps = {}
        for key, (version, text) in now.items():
            stamps[key] = (version, len(text), hash(text))
            if clear or sent.get(key) != stamps[key]:
                changes[key] = (version, text)
        if not clear:
            changes.update((key, None) for key in sent.keys() - now.keys())
        self.sent = stamps
        return clear, changes


class _working_directory:
    """chdir for the start of a process (the current directory is the first place Python imports from)."""

    _lock = threading.Lock()

    def __init__(self, folder: str):
        self.folder = folder

    def __enter__(self):
        self._lock.acquire()
        try:
            self.old = os.getcwd()
        except OSError:
            self.old = None
        os.chdir(self.folder)

    def __exit__(self, *exc):
        try:
            if self.old is not None:
                os.chdir(self.old)
        finally:
            self._lock.release()
