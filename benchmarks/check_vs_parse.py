"""Benchmark (not a test): time of `check` over the installed jax sources divided by the time of just
`ast.parse`-ing the same files. Both are measured here, in one run, in one process, serially.

    python benchmarks/check_vs_parse.py [FOLDER] [--repeat N]
"""
from __future__ import annotations

import argparse
import ast
import statistics
import time
from pathlib import Path

from jax_mesh_lsp.analysis import AnalysisOptions, analyze_module
from jax_mesh_lsp.files import collect, read_source


def default_folder() -> Path:
    import importlib.util
    spec = importlib.util.find_spec("jax")  # locate only: the benchmark never imports jax either
    return Path(spec.origin).parent


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("folder", nargs="?", default=None)
    p.add_argument("--repeat", type=int, default=5)
    args = p.parse_args()
    folder = Path(args.folder) if args.folder else default_folder()
    files = [f for f in collect([str(folder)]) if f.suffix == ".py"]
    sources = [(str(f), read_source(f)) for f in files]
    nbytes = sum(len(s) for _, s in sources)

    def parse_all():
        for name, text in sources:
            try:
                ast.parse(text, filename=name)
            except SyntaxError:
                pass

    options = AnalysisOptions()
    parsed_counter = {"n": 0, "findings": 0}

    def check_all():
        parsed = findings = 0
        for name, text in sources:
            result = analyze_module(text, name, options)
            parsed += not result.skipped
            findings += len(result.findings)
        parsed_counter.update(n=parsed, findings=findings)

    parse_t, check_t = [], []
    for _ in range(args.repeat):  # interleaved, so both see the same machine state
        t0 = time.perf_counter(); parse_all(); parse_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter(); check_all(); check_t.append(time.perf_counter() - t0)
    mp, mc = statistics.median(parse_t), statistics.median(check_t)
    print(f"folder: {folder}")
    print(f"files: {len(sources)} ({nbytes / 1e6:.1f} MB); parsed by check after the prefilter: {parsed_counter['n']}; "
          f"findings: {parsed_counter['findings']}")
    print(f"ast.parse of every file: median {mp * 1000:.1f} ms over {args.repeat} runs")
    print(f"check (single process):  median {mc * 1000:.1f} ms over {args.repeat} runs")
    print(f"ratio check / ast.parse: {mc / mp:.3f}")


if __name__ == "__main__":
    main()
