"""Runs many ground-truth programs under one import of jax: a fork per program.

Importing jax costs ~1.5 s of CPU, most of what a typical case costs. This process imports it once (before any
backend exists, so no XLA threads are running yet) and forks a child per program; the child runs
tests/support/run_program.py's main() just as `python run_program.py PROGRAM` would: the program as `__main__`,
its folder and tests/support on sys.path, output to a log the parent reads the outcome line from. Every child
has its own copy of every module and of jax's configuration, so nothing one program does (jax.set_mesh, config
updates, sibling modules it imports) reaches another. (This file lives outside tests/support/ on purpose: the
ground-truth cache keys hash that folder, and the way programs are launched is not part of an outcome.)

Protocol (tests/groundtruth.py): stdin carries one JSON request per line, {"id": ..., "path": ...}, read as
they come; the programs run up to --jobs at a time and each outcome comes back on stdout, in the order they
finish, as one JSON line {"id": ..., "type": ..., "message": ...}. When stdin closes, the runner finishes what
it has and exits. A child that leaves no outcome line (a crash, os._exit) is reported
as "ProcessDied" with its exit status and output tail, as a subprocess would be; one that outlives --timeout
is killed and reported as "Timeout".
"""
import sys

_BARE = set(sys.modules)   # what a bare `python` has loaded: a program's stdlib imports beyond it may be shadowed

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import select  # noqa: E402
import signal  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402

SUPPORT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "support")
RUNNER = os.path.join(SUPPORT, "run_program.py")
# As in `python tests/support/run_program.py`: the script's folder first on sys.path, not this one's.
sys.path[0] = SUPPORT
import run_program  # noqa: E402

run_program._AT_START = _BARE   # (the modules this runner loads are forgotten where a program's folder shadows them)

import jax  # noqa: E402,F401  (the point of this process: imported once, inherited by every child)

# What many cases import besides jax (the Mosaic GPU ones: Pallas, its GPU backend, jax.export) is imported here
# too, for the same reason; importing a module twice is a no-op, so a program sees no difference.
for _module in ("jax.experimental.pallas", "jax.experimental.pallas.mosaic_gpu", "jax.export"):
    try:
        __import__(_module)
    except Exception:  # another jax version may lack it: the programs will import (or fail to) themselves
        pass


def _child(path: str, log_file: str) -> None:
    """In the forked child: run one program with stdout/stderr to log_file. Never returns."""
    code = 70
    try:
        log = os.open(log_file, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        os.dup2(log, 1)
        os.dup2(log, 2)
        sys.argv = [RUNNER, path]
        run_program.main(path)
        code = 0
    finally:
        os._exit(code)  # no atexit handlers, and no second flush of buffers inherited from the parent


def _outcome(log_file: str, status: int, timed_out: bool, timeout: float) -> dict:
    try:
        with open(log_file, encoding="utf-8", errors="replace") as f:
            output = f.read()
    except OSError:
        output = ""
    lines = [ln for ln in output.splitlines() if ln.startswith(run_program.MARKER)]
    if lines:
        return json.loads(lines[-1][len(run_program.MARKER):])
    if timed_out:
        return {"type": "Timeout", "message": f"killed after {timeout:.0f} s"}
    return {"type": "ProcessDied", "message": f"exit {os.waitstatus_to_exitcode(status)}: {output[-500:]}"}


def _die_with_parent() -> None:
    """Linux: a child is killed when this runner goes (an interrupted test run leaves no programs behind)."""
    try:
        import ctypes
        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:
        pass


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=300.0)
    args = ap.parse_args()
    scratch = tempfile.mkdtemp(prefix="jax-mesh-gt-")
    running: dict[int, tuple[dict, float, str]] = {}
    pending: list[dict] = []
    buffered, stdin_open, n = b"", True, 0
    stdin = sys.stdin.fileno()
    while stdin_open or pending or running:
        # Take whatever requests have arrived; wait for one only when there is nothing else to do.
        wait = None if not (pending or running) else (0 if pending and len(running) < args.jobs else 0.005)
        if stdin_open and select.select([stdin], [], [], wait)[0]:
            chunk = os.read(stdin, 1 << 16)
            if not chunk:
                stdin_open = False
            buffered += chunk
            *lines, buffered = buffered.split(b"\n")
            pending.extend(json.loads(line) for line in lines if line.strip())
        elif not stdin_open and wait:
            time.sleep(wait)
        while pending and len(running) < max(1, args.jobs):
            request = pending.pop(0)
            n += 1
            log_file = os.path.join(scratch, f"{n}.log")
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _die_with_parent()
                _child(request["path"], log_file)
            running[pid] = (request, time.monotonic(), log_file)
        while running:
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                break
            if pid not in running:
                continue
            request, started, log_file = running.pop(pid)
            outcome = _outcome(log_file, status, time.monotonic() - started > args.timeout, args.timeout)
            try:
                os.unlink(log_file)
            except OSError:
                pass
            sys.stdout.write(json.dumps({"id": request["id"], "type": outcome.get("type"),
                                         "message": outcome.get("message", "")}) + "\n")
            sys.stdout.flush()
        now = time.monotonic()
        for child, (_, started, _) in running.items():
            if now - started > args.timeout:
                os.kill(child, signal.SIGKILL)
    os.rmdir(scratch)


if __name__ == "__main__":
    main()
