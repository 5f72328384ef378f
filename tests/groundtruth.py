"""Ground truth: what the real jax does with a program.

Each program runs in a process of its own on CPU with 8 fake devices: a child forked from a runner that has
already imported jax (tests/fork_runner.py; importing jax is most of what a case costs), all cores busy, or a
fresh subprocess for programs that change the environment jax reads at import time (and for every program off
Linux, or with JAX_MESH_GT_FORK=0). JAX_MESH_GT_JOBS caps the programs running at once (default: all cores). Outcomes are cached by a
hash of the program, the helper modules beside it and the Python/jax versions, so a re-run of the suite only
runs what changed.
"""
from __future__ import annotations

import atexit
import concurrent.futures
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUPPORT = Path(__file__).resolve().parent / "support"
CACHE_DIR = Path(os.environ.get("JAX_MESH_GT_CACHE") or
                 Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "jax-mesh-lsp" / "groundtruth")
FORK_RUNNER = Path(__file__).resolve().parent / "fork_runner.py"
MARKER = "@@OUTCOME@@"
TIMEOUT_S = 300
# A program that sets environment variables may do so before its `import jax` (which reads JAX_* at import):
# under the fork runner jax is already imported, so such programs get a fresh interpreter.
_SETS_ENVIRONMENT = re.compile(r"os\.environ\s*\[[^\]]*\]\s*=|os\.environ\.(update|setdefault|pop)|putenv|unsetenv")


@dataclass(frozen=True)
class Outcome:
    type: str | None
    message: str

    @property
    def raised(self) -> bool:
        return self.type is not None

    def text(self) -> str:
        return "NO_ERROR" if self.type is None else f"{self.type}: {self.message}"

    def matches(self, predicts: str) -> bool:
        """True when this outcome is the error whose message starts with / contains `predicts`."""
        from jax_mesh_lsp.knowledge import predicted_in   # (` ... ` marks where JAX's message varies)
        return self.raised and predicted_in(predicts, self.message)

    def raised_rules(self, entries: dict) -> set[str]:
        """The codes (of `entries`: code -> knowledge entry) whose error this is. When one rule's predicted text
        holds another's (MESH002's vma message names top_level_all_gather's inner 'f_shmap'; MESH221 predicts
        that message for any function), the more specific one is the error raised."""
        hits = {code: normalize(e.predicts) for code, e in entries.items() if self.matches(e.predicts)}
        return {code for code, text in hits.items()
                if not any(text != other and text in other for other in hits.values())}


def normalize(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


@functools.lru_cache(maxsize=None)
def _runtime_id(python: str) -> str:
    """What decides an outcome besides the program: the interpreter's Python and jax versions (not its path, so
    a fresh virtual environment with the same versions reuses the cache)."""
    probe = ("import sys, importlib.metadata as m\n"
             "def v(n):\n    try: return m.version(n)\n    except Exception: return 'none'\n"
             "print(sys.version.split()[0], v('jax'), v('jaxlib'))")
    try:
        out = subprocess.run([python, "-c", probe], capture_output=True, text=True, timeout=60).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        out = ""
    return out or python


@functools.lru_cache(maxsize=None)
def _file_facts(path: str, mtime_ns: int, size: int) -> tuple[bytes, bool]:
    """A file's bytes and whether it is a case (an EXPECT header), read once per version of the file: a folder
    of n cases would otherwise be read n times over."""
    data = Path(path).read_bytes()
    return data, "# EXPECT:" in data.decode("utf-8", errors="replace")[:2000]


def _facts(path: Path) -> tuple[bytes, bool]:
    st = path.stat()
    return _file_facts(str(path), st.st_mtime_ns, st.st_size)


def _helpers(folder: Path) -> list[tuple[str, bytes]]:
    """(name, bytes) of the modules in `folder` without an EXPECT header, in name order (Path order there)."""
    out = []
    for name in sorted(e.name for e in os.scandir(folder) if e.name.endswith(".py")):
        data, is_case = _facts(folder / name)
        if not is_case:
            out.append((name, data))
    return out


def _cache_key(program: Path, python: str, memo: dict | None = None) -> str:
    """`memo` (folder -> helpers) spares a batch listing the same folder once per program in it."""
    memo = {} if memo is None else memo
    h = hashlib.sha256()
    h.update(program.read_bytes())
    # Sibling modules without an EXPECT header are helpers the program may import: they are part of the key.
    if program.parent not in memo:
        memo[program.parent] = _helpers(program.parent)
    for name, data in memo[program.parent]:
        if name != program.name:
            h.update(name.encode() + data)
    if SUPPORT not in memo:
        memo[SUPPORT] = [_facts(helper)[0] for helper in sorted(SUPPORT.glob("*.py"))]
    for data in memo[SUPPORT]:
        h.update(data)
    h.update(_runtime_id(python).encode())
    return h.hexdigest()[:24]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["JAX_PLATFORMS"] = "cpu"
    env["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
    env["PYTHONWARNINGS"] = "ignore"
    env["TF_CPP_MIN_LOG_LEVEL"] = "3"
    return env


def _cached(program: Path, python: str, memo: dict | None = None) -> tuple[Path, Outcome | None]:
    cached = CACHE_DIR / f"{_cache_key(program, python, memo)}.json"
    if cached.exists():
        data = json.loads(cached.read_text())
        return cached, Outcome(data["type"], data["message"])
    return cached, None


def _store(cached: Path, program: Path, outcome: Outcome) -> None:
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    tmp = cached.with_suffix(f".{os.getpid()}.tmp")  # whole files only: other sessions read this cache too
    tmp.write_text(json.dumps({"type": outcome.type, "message": outcome.message, "program": str(program)}))
    os.replace(tmp, cached)


def run_in_subprocess(program: Path, python: str = sys.executable) -> Outcome:
    """One program in a fresh interpreter (`python tests/support/run_program.py PROGRAM`); not cached."""
    proc = subprocess.run([python, str(SUPPORT / "run_program.py"), str(program)], env=_env(),
                          capture_output=True, text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith(MARKER)]
    if not lines:
        # The interpreter itself died (segfault, import error of the runner): record it as such.
        return Outcome("ProcessDied", f"exit {proc.returncode}: {proc.stderr[-500:]}")
    data = json.loads(lines[-1][len(MARKER):])
    return Outcome(data["type"], data["message"])


class ForkRunner:
    """A tests/fork_runner.py process for one interpreter, kept for the whole test session: jax is imported
    once, and programs submitted from any thread run as forked children, at most `jobs` at a time."""

    def __init__(self, python: str, jobs: int):
        self._proc = subprocess.Popen([python, str(FORK_RUNNER), "--jobs", str(jobs), "--timeout", str(TIMEOUT_S)],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                      env=_env(), text=True, bufsize=1)
        self._lock = threading.Lock()
        self._waiting: dict[int, concurrent.futures.Future] = {}
        self._next_id = 0
        self._reader = threading.Thread(target=self._read, name="groundtruth-fork-runner", daemon=True)
        self._reader.start()

    def submit(self, program: Path) -> concurrent.futures.Future:
        future: concurrent.futures.Future = concurrent.futures.Future()
        with self._lock:
            if self._proc.poll() is not None or not self._reader.is_alive():
                future.set_exception(RuntimeError("the fork runner is gone"))
                return future
            self._next_id += 1
            self._waiting[self._next_id] = future
            try:
                self._proc.stdin.write(json.dumps({"id": self._next_id, "path": str(program)}) + "\n")
                self._proc.stdin.flush()
            except OSError as exc:
                self._waiting.pop(self._next_id)
                future.set_exception(RuntimeError(f"the fork runner is gone: {exc}"))
        return future

    def _read(self) -> None:
        for line in self._proc.stdout:
            try:
                data = json.loads(line)
                with self._lock:
                    future = self._waiting.pop(data["id"])
            except (ValueError, KeyError, TypeError):
                continue
            future.set_result(Outcome(data["type"], data["message"]))
        with self._lock:  # the runner died: whoever waits falls back to a subprocess
            waiting, self._waiting = self._waiting, {}
        for future in waiting.values():
            future.set_exception(RuntimeError("the fork runner exited"))

    def alive(self) -> bool:
        return self._proc.poll() is None and self._reader.is_alive()

    def close(self) -> None:
        try:
            self._proc.stdin.close()
            self._proc.wait(timeout=TIMEOUT_S)
        except (OSError, subprocess.TimeoutExpired):
            self._proc.kill()


_runners: dict[str, ForkRunner] = {}
_runners_lock = threading.Lock()


def _runner(python: str) -> ForkRunner:
    with _runners_lock:
        runner = _runners.get(python)
        if runner is None or not runner.alive():
            runner = _runners[python] = ForkRunner(python, default_jobs())
        return runner


@atexit.register
def _close_runners() -> None:
    for runner in list(_runners.values()):
        runner.close()


def run_forked(programs: list[Path], python: str = sys.executable,
               on_outcome=None) -> dict[Path, Outcome]:
    """Programs run by the session's fork runner for `python` (jax imported once, a forked child per program,
    all cores busy); not cached. `on_outcome(program, outcome)` is called as each one finishes. A program the
    runner could not answer for runs in a subprocess instead."""
    programs = list(dict.fromkeys(Path(p) for p in programs))
    futures = {_runner(python).submit(p): p for p in programs}
    outcomes: dict[Path, Outcome] = {}
    for future in concurrent.futures.as_completed(futures, timeout=TIMEOUT_S * (1 + len(programs))):
        p = futures[future]
        try:
            outcomes[p] = future.result()
        except RuntimeError:
            outcomes[p] = run_in_subprocess(p, python)
        if on_outcome is not None:
            on_outcome(p, outcomes[p])
    return {p: outcomes[p] for p in programs}


def default_jobs() -> int:
    """All cores (JAX_MESH_GT_JOBS overrides)."""
    try:
        return max(1, int(os.environ.get("JAX_MESH_GT_JOBS", "")))
    except ValueError:
        return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)


def needs_fresh_interpreter(program: Path) -> bool:
    if not sys.platform.startswith("linux") or os.environ.get("JAX_MESH_GT_FORK") == "0":
        return True  # forking after `import jax` is only known to be sound on Linux; JAX_MESH_GT_FORK=0 opts out
    return bool(_SETS_ENVIRONMENT.search(Path(program).read_text(encoding="utf-8", errors="replace")))


def run_uncached(programs: list[Path], python: str = sys.executable, on_outcome=None) -> dict[Path, Outcome]:
    """What jax does with each program, run now (no cache): forked from the runner, or in a fresh interpreter
    where forking could differ. `on_outcome(program, outcome)` is called as each one finishes."""
    fresh = [p for p in programs if needs_fresh_interpreter(p)]
    forked = [p for p in programs if p not in fresh]
    outcomes: dict[Path, Outcome] = {}
    if fresh:
        with concurrent.futures.ThreadPoolExecutor(default_jobs()) as pool:
            for p, outcome in zip(fresh, pool.map(lambda p: run_in_subprocess(p, python), fresh)):
                outcomes[p] = outcome
                if on_outcome is not None:
                    on_outcome(p, outcome)
    outcomes.update(run_forked(forked, python, on_outcome=on_outcome))
    return outcomes


def run_program(program: Path, python: str = sys.executable) -> Outcome:
    """What jax does with one program (cached by content)."""
    return run_programs([program], python)[Path(program)]


def run_programs(programs: list[Path], python: str = sys.executable) -> dict[Path, Outcome]:
    """What jax does with each program (cached by content), the uncached ones run side by side on all cores.
    Returns program -> outcome, keyed by the paths as given."""
    resolved = {Path(p): Path(p).resolve() for p in programs}
    todo: dict[Path, Path] = {}  # resolved program -> its cache file
    outcomes: dict[Path, Outcome] = {}
    memo: dict = {}
    for real in dict.fromkeys(resolved.values()):
        cached, outcome = _cached(real, python, memo)
        if outcome is None:
            todo[real] = cached
        else:
            outcomes[real] = outcome

    def store(real: Path, outcome: Outcome) -> None:  # as each finishes: an interrupted run keeps what it got
        if outcome.type != "Timeout":  # how long a program takes depends on the machine's load
            _store(todo[real], real, outcome)

    outcomes.update(run_uncached(list(todo), python, on_outcome=store))
    return {given: outcomes[real] for given, real in resolved.items()}


def expected_codes(program: Path) -> set[str]:
    """The `# EXPECT: MESH001, MESH002` (or `# EXPECT: none`) header of a case."""
    for line in Path(program).read_text(encoding="utf-8").splitlines()[:15]:
        m = re.match(r"#\s*EXPECT:\s*(.*)", line)
        if m:
            words = re.findall(r"MESH\d{3}", m.group(1))
            return set(words)
    raise ValueError(f"{program} has no '# EXPECT:' header")


if __name__ == "__main__":  # python tests/groundtruth.py FILE... : show what jax does
    for path, outcome in run_programs([Path(a) for a in sys.argv[1:]]).items():
        print(f"{path.name}: {outcome.text()[:300]}")
