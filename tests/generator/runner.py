"""Ground truth for generated programs: each one runs under the real jax, outcomes cached by content hash.

Starting a fresh interpreter per program spends ~2.5 s importing jax; thousands of programs cannot afford it.
So a fork server (this module run as a script) imports jax once, *without* initialising a backend, and forks one
child per program: the child starts from a clean, single-threaded jax exactly as a fresh process would (same
env vars as tests/groundtruth.py), runs the program as `__main__` from its own folder and reports its outcome.
`check_equivalence` in the tests compares this with tests/groundtruth.run_program on a sample.
"""
from __future__ import annotations

import atexit
import functools
import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

import groundtruth  # noqa: E402  (tests/groundtruth.py: Outcome, env, cache location)
from groundtruth import Outcome  # noqa: E402

SUPPORT = TESTS / "support"
CACHE_DIR = groundtruth.CACHE_DIR.parent / "generator"
CHILD_TIMEOUT_S = 120
RUNNER_VERSION = "2"  # bump when the way programs are run changes (invalidates cached outcomes)
ENV = {"JAX_PLATFORMS": "cpu", "XLA_FLAGS": "--xla_force_host_platform_device_count=8",
       "PYTHONWARNINGS": "ignore", "TF_CPP_MIN_LOG_LEVEL": "3"}  # as tests/groundtruth.py runs programs
# Modules every generated program may import: loaded once in the server so that children start warm.
PRELOAD = ("jax", "jax.numpy", "numpy", "jax.experimental.pallas", "jax.experimental.pallas.mosaic_gpu",
           "jax._src.shard_map", "jax.export", "functools", "dataclasses", "contextlib")


@functools.lru_cache(maxsize=None)
def runtime_id(python: str) -> str:
    """Python, jax and jaxlib versions of the interpreter that runs the programs."""
    probe = ("import sys, importlib.metadata as m\n"
             "print(sys.version.split()[0], m.version('jax'), m.version('jaxlib'))")
    return subprocess.run([python, "-c", probe], capture_output=True, text=True, timeout=120).stdout.strip() or python


def program_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.suffix in (".py", ".ipynb") and p.is_file())


def cache_key(folder: Path, entry: str, runtime: str) -> str:
    h = hashlib.sha256()
    h.update(entry.encode())
    for f in program_files(folder):
        h.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    for helper in sorted(SUPPORT.glob("*.py")):
        h.update(helper.read_bytes())
    h.update(RUNNER_VERSION.encode())
    h.update(runtime.encode())
    return h.hexdigest()[:24]


def normalize_line(text: str) -> str:
    """A statement's text compared loosely (quotes and spacing differ after ast.unparse)."""
    return "".join(text.split()).replace('"', "'")


def run_many(jobs: list[tuple[Path, str]], workers: int = 0, python: str = sys.executable) -> list[Outcome]:
    """jobs: (program folder, entry script name). Returns outcomes in order, running the uncached ones."""
    return [outcome for outcome, _ in run_jobs([(f, e, None) for f, e in jobs], workers, python)]


def run_jobs(jobs: list[tuple[Path, str, str | None]], workers: int = 0,
             python: str = sys.executable) -> list[tuple[Outcome, bool | None]]:
    """jobs: (program folder, entry script, marker). Returns (outcome, reached) in order: `reached` says
    whether a line whose text is `marker` (normalize_line) ran, observed by a line tracer (None: no marker).
    That is how a run tells "the core ran and passed" from "the core never ran"."""
    runtime = runtime_id(python)
    keys = [cache_key(folder, entry, runtime) + (hashlib.sha256(marker.encode()).hexdigest()[:8] if marker else "")
            for folder, entry, marker in jobs]
    results: dict[int, tuple[Outcome, bool | None]] = {}
    todo: list[int] = []
    for i, key in enumerate(keys):
        cached = CACHE_DIR / f"{key}.json"
        if cached.exists():
            try:
                data = json.loads(cached.read_text())
                results[i] = (Outcome(data["type"], data["message"]), data.get("reached"))
                continue
            except (OSError, ValueError, KeyError):
                pass
        todo.append(i)
    # Same programs twice in one batch run once.
    first: dict[str, int] = {}
    unique = [i for i in todo if first.setdefault(keys[i], i) == i]
    if unique:
        requests = [(str(jobs[i][0] / jobs[i][1]), jobs[i][2]) for i in unique]
        found = _server(python, workers).run(requests)
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        for i, (path, _) in zip(unique, requests):
            if path not in found:
                results[i] = (Outcome("ProcessDied", "fork server gave no outcome"), None)
                continue
            results[i] = found[path]
            outcome, reached = found[path]
            (CACHE_DIR / f"{keys[i]}.json").write_text(json.dumps(
                {"type": outcome.type, "message": outcome.message, "reached": reached, "program": path}))
    for i in todo:
        if i not in results:
            results[i] = results[first[keys[i]]]
    return [results[i] for i in range(len(jobs))]


class ForkServer:
    """The long-lived server process: one batch of program paths per request line, answered line by line."""

    def __init__(self, python: str, workers: int):
        self.key = (python, workers)
        self.proc = subprocess.Popen([python, str(Path(__file__)), str(workers)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                     env={**os.environ, **ENV})

    def run(self, requests: list[tuple[str, str | None]]) -> dict[str, tuple[Outcome, bool | None]]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(requests) + "\n")
        self.proc.stdin.flush()
        found: dict[str, tuple[Outcome, bool | None]] = {}
        for line in self.proc.stdout:
            data = json.loads(line)
            if data.get("done"):
                break
            found[data["path"]] = (Outcome(data["type"], data["message"]), data.get("reached"))
        return found

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()


_SERVER: ForkServer | None = None


def _server(python: str, workers: int) -> ForkServer:
    global _SERVER
    workers = workers or max(1, os.cpu_count() or 1)
    if _SERVER is None or _SERVER.key != (python, workers) or _SERVER.proc.poll() is not None:
        if _SERVER is not None:
            _SERVER.close()
        _SERVER = ForkServer(python, workers)
        atexit.register(_SERVER.close)
    return _SERVER


# ---- the fork server (runs in its own process with the ground-truth env vars) ----

def _tracer(folder: str, marker: str, hit: list[bool]):
    """A line tracer limited to the program's own files that stops once a line reading `marker` runs."""
    lines: dict[str, set[int]] = {}
    for name in os.listdir(folder):
        if name.endswith(".py"):
            full = os.path.join(folder, name)
            with open(full, encoding="utf-8") as fh:
                found = {n for n, text in enumerate(fh, 1) if normalize_line(text) == marker}
            if found:
                lines[full] = found

    def local(frame, event, _arg):
        if event == "line" and frame.f_lineno in lines.get(frame.f_code.co_filename, ()):
            hit.append(True)
            sys.settrace(None)
            return None
        return local if not hit else None

    def on_call(frame, _event, _arg):
        return local if frame.f_code.co_filename in lines and not hit else None

    return on_call if lines else None


def _child(path: str, marker: str | None, out_fd: int) -> None:
    import runpy
    import signal
    import traceback
    import warnings
    folder = os.path.dirname(path)
    sys.path[:0] = [folder, str(SUPPORT)]
    os.chdir(folder)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    warnings.simplefilter("ignore")
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(TimeoutError("generator: program timed out")))
    signal.alarm(CHILD_TIMEOUT_S)
    hit: list[bool] = []
    tracer = _tracer(folder, marker, hit) if marker else None
    try:
        if tracer:
            sys.settrace(tracer)
        runpy.run_path(path, run_name="__main__")
        outcome = {"type": None, "message": "NO_ERROR"}
    except BaseException as exc:  # the outcome we record, whatever it is
        outcome = {"type": type(exc).__name__, "message": str(exc)[:4000]}
    sys.settrace(None)
    outcome["path"] = path
    outcome["reached"] = bool(hit) if marker else None
    os.write(out_fd, (json.dumps(outcome) + "\n").encode())
    os._exit(0)


def _serve(workers: int) -> None:
    import importlib
    import warnings
    warnings.simplefilter("ignore")
    for name in PRELOAD:
        try:
            importlib.import_module(name)
        except Exception:  # a child that needs it will report the real error
            pass
    running: dict[int, tuple[str, int]] = {}
    out = sys.stdout

    def reap() -> None:
        pid, status = os.waitpid(-1, 0)
        if pid in running:
            path, fd = running.pop(pid)
            data = b""
            while chunk := os.read(fd, 65536):
                data += chunk
            os.close(fd)
            text = data.decode(errors="replace").strip()
            if not text:
                text = json.dumps({"type": "ProcessDied", "message": f"status {status}", "path": path})
            out.write(text + "\n")
            out.flush()

    for line in sys.stdin:
        if not line.strip():
            continue
        for path, marker in json.loads(line):
            while len(running) >= workers:
                reap()
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(r)
                _child(path, marker, w)
            os.close(w)
            running[pid] = (path, r)
        while running:
            reap()
        out.write(json.dumps({"done": True}) + "\n")
        out.flush()


if __name__ == "__main__":
    _serve(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
