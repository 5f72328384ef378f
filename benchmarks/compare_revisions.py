"""Benchmark (not a test): how much slower (or faster) the analyzer of this checkout is than another revision's,
measured in one run: both analyse the same files single-file (`analyze_module`), alternately, each in its own
process with its own `server/` on sys.path; the best of N rounds per side is compared.

    git worktree add --detach /tmp/base <rev>
    python benchmarks/compare_revisions.py /tmp/base [FOLDER ...] [--rounds 3]

FOLDER defaults to the installed jax sources and tests/cases. Prints seconds per side and the ratio this/base.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

_TIMER = r"""
import sys, time, json
sys.path.insert(0, sys.argv[1])
from jax_mesh_lsp.analysis import AnalysisOptions, analyze_module
paths = json.loads(sys.stdin.read())
texts = [open(p, encoding="utf-8", errors="replace").read() for p in paths]
options = AnalysisOptions()
start = time.perf_counter()
for path, text in zip(paths, texts):
    try:
        analyze_module(text, path, options)
    except RecursionError:
        pass
print(time.perf_counter() - start)
"""


def _files(folders: list[str]) -> list[str]:
    out: list[str] = []
    for folder in folders:
        out.extend(str(p) for p in sorted(Path(folder).rglob("*.py")) if p.stat().st_size < 2_000_000)
    return out


def _time(server: Path, files: list[str]) -> float:
    done = subprocess.run([sys.executable, "-c", _TIMER, str(server)], input=json.dumps(files), text=True,
                          capture_output=True, check=True)
    return float(done.stdout.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("base", help="a checkout of the other revision (its server/ is imported)")
    p.add_argument("folders", nargs="*")
    p.add_argument("--rounds", type=int, default=3)
    args = p.parse_args()
    folders = args.folders
    if not folders:
        import importlib.util
        folders = [str(Path(importlib.util.find_spec("jax").origin).parent), str(HERE / "tests" / "cases")]
    files = _files(folders)
    this, base = [], []
    for _ in range(args.rounds):
        base.append(_time(Path(args.base) / "server", files))
        this.append(_time(HERE / "server", files))
    b, t = min(base), min(this)
    print(f"{len(files)} files, best of {args.rounds} rounds, single-file analysis")
    print(f"  base {args.base}: {b:.2f} s   this checkout: {t:.2f} s   ratio this/base: {t / b:.2f}")


if __name__ == "__main__":
    main()
