"""Ground truth: what the real jax does with a program.

Each program runs in its own subprocess on CPU with 8 fake devices. Outcomes are cached by a hash of the
program, the helper modules beside it and the jax version, so a re-run of the suite only runs what changed.
"""
from __future__ import annotations

import concurrent.futures
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUPPORT = Path(__file__).resolve().parent / "support"
CACHE_DIR = Path(os.environ.get("JAX_MESH_GT_CACHE") or
                 Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "jax-mesh-lsp" / "groundtruth")
MARKER = "@@OUTCOME@@"
TIMEOUT_S = 300


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
        return self.raised and normalize(predicts) in normalize(self.message)


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


def _cache_key(program: Path, python: str) -> str:
    h = hashlib.sha256()
    h.update(program.read_bytes())
    # Sibling modules without an EXPECT header are helpers the program may import: they are part of the key.
    for helper in sorted(program.parent.glob("*.py")):
        if helper != program and "# EXPECT:" not in helper.read_text(encoding="utf-8", errors="replace")[:2000]:
            h.update(helper.name.encode() + helper.read_bytes())
    for helper in sorted(SUPPORT.glob("*.py")):
        h.update(helper.read_bytes())
    h.update(_runtime_id(python).encode())
    return h.hexdigest()[:24]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["JAX_PLATFORMS"] = "cpu"
    env["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
    env["PYTHONWARNINGS"] = "ignore"
    env["TF_CPP_MIN_LOG_LEVEL"] = "3"
    return env


def run_program(program: Path, python: str = sys.executable) -> Outcome:
    program = Path(program).resolve()
    key = _cache_key(program, python)
    cached = CACHE_DIR / f"{key}.json"
    if cached.exists():
        data = json.loads(cached.read_text())
        return Outcome(data["type"], data["message"])
    proc = subprocess.run([python, str(SUPPORT / "run_program.py"), str(program)], env=_env(),
                          capture_output=True, text=True, timeout=TIMEOUT_S, stdin=subprocess.DEVNULL)
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith(MARKER)]
    if not lines:
        # The interpreter itself died (segfault, import error of the runner): record it as such.
        outcome = Outcome("ProcessDied", f"exit {proc.returncode}: {proc.stderr[-500:]}")
    else:
        data = json.loads(lines[-1][len(MARKER):])
        outcome = Outcome(data["type"], data["message"])
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps({"type": outcome.type, "message": outcome.message, "program": str(program)}))
    return outcome


def run_programs(programs: list[Path], python: str = sys.executable) -> dict[Path, Outcome]:
    """Runs many programs side by side (one per core), returning program -> outcome."""
    workers = max(1, min(len(programs), os.cpu_count() or 1))
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        futures = {p: pool.submit(run_program, p, python) for p in programs}
        return {p: f.result() for p, f in futures.items()}


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
