"""The cost targets of issue 13, measured in one run (CPU time of fresh `check` processes, serial `--jobs 1`
unless said; wall time too, which on a shared machine mostly measures the neighbours):

  1. default `check` (cross-file) over the installed jax sources  <= 1.0x their `ast.parse` time
                                                                   <= 2x `check --no-cross-file`
  2. a 12k-line test module (jax's tests/pjit_test.py, or a generated one of that shape) <= 1.5 s
  3. a re-run over unchanged files (the on-disk cache)  <= 0.25x the first run

    python benchmarks/crossfile_targets.py [--big PATH] [--repeat N]

`--big` (or JAX_MESH_LSP_BENCH_BIG): a real file to time for target 2, e.g. jax's tests/pjit_test.py; without it
a generated module of the same size and shape is used (pjit-style test methods: meshes, shardings, jit).
"""
from __future__ import annotations

import argparse
import ast
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

CLI = [sys.executable, "-m", "jax_mesh_lsp", "check", "--no-progress", "--exit-zero"]


def jax_folder() -> Path:
    import importlib.util
    return Path(importlib.util.find_spec("jax").origin).parent  # located, never imported


def run(args: list[str], env: dict | None = None) -> tuple[float, float]:
    """(CPU seconds of the child, wall seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(CLI + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                   env=child_env(env))
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def child_env(extra: dict | None) -> dict:
    """The children run as an installed tool does: with their bytecode cached. (A shell or CI that sets
    PYTHONDONTWRITEBYTECODE would otherwise charge every run ~0.25 s for compiling the tool's own modules.)"""
    env = dict(os.environ, **(extra or {}))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def warm_up(tmp: Path) -> None:
    """One run before any timing: writes the tool's bytecode where the interpreter may."""
    empty = tmp / "warm_up.py"
    empty.write_text("x = 1\n")
    run([str(empty)])


def parse_time(folder: Path) -> float:
    files = [p for p in folder.rglob("*.py")]
    start = time.process_time()
    for f in files:
        try:
            ast.parse(f.read_bytes())
        except (SyntaxError, ValueError):
            pass
    return time.process_time() - start


def median_run(args: list[str], repeat: int, env: dict) -> tuple[float, float]:
    samples = [run(args, env) for _ in range(repeat)]
    return statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples)


def interleaved(folder: Path, repeat: int, env: dict) -> dict[str, tuple[float, float]]:
    """parse, and each kind of `check`, one after the other in every round (a busy neighbour then slows them
    all alike): the median (CPU, wall) of each. ast.parse runs in this process, serially (its CPU = wall)."""
    kinds = {"cross": ["--jobs", "1", str(folder)], "single": ["--jobs", "1", "--no-cross-file", str(folder)],
             "default": [str(folder)]}
    samples: dict[str, list] = {k: [] for k in ["parse", *kinds]}
    for _ in range(repeat):
        start = time.perf_counter()
        cpu = parse_time(folder)
        samples["parse"].append((cpu, time.perf_counter() - start))
        for kind, args in kinds.items():
            samples[kind].append(run(args, env))
    return {k: (statistics.median(s[0] for s in v), statistics.median(s[1] for s in v)) for k, v in samples.items()}


TEST_METHOD = textwrap.dedent('''\

  @jtu.with_mesh([('x', 2), ('y', 2)])
  def test_case_{i}(self):
    mesh = jtu.create_mesh((2, 2), ('x', 'y'))
    s = NamedSharding(mesh, P('x', 'y'))

    @partial(pjit, in_shardings=(P('x'), P('y')), out_shardings=P('x'))
    def f(x, y):
      z = with_sharding_constraint(x + y, P('x', None))
      return z * 2

    shape = (8, 8)
    x = np.arange(math.prod(shape), dtype=np.float32).reshape(shape)
    out = jax.jit(f)(x, x + 1)
    y = jax.device_put(x, s)
    self.assertAllClose(out, x + x + 1, check_dtypes=False)
    self.assertLen(y.addressable_shards, 4)
    with jax.set_mesh(mesh):
      w = jax.jit(lambda a: a * 2, out_shardings=s)(y)
    self.assertEqual(w.sharding, s)
''')

HEADER = textwrap.dedent('''\
from functools import partial
import math

from absl.testing import absltest
import numpy as np

import jax
import jax.numpy as jnp
from jax._src import test_util as jtu
from jax._src.pjit import pjit
from jax.lax import with_sharding_constraint
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import shard_map


class PJitTest(jtu.JaxTestCase):
''')


def generated_big(folder: Path, lines: int = 12_000) -> Path:
    body = [HEADER]
    i = 0
    while sum(b.count("\n") for b in body) < lines:
        body.append(TEST_METHOD.format(i=i))
        i += 1
    body.append("\n\nif __name__ == '__main__':\n  absltest.main()\n")
    path = folder / "pjit_like_test.py"
    path.write_text("".join(body))
    return path


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--big", default=os.environ.get("JAX_MESH_LSP_BENCH_BIG"))
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--folder", default=None, help="the corpus for 1 and 3 (default: the installed jax)")
    args = p.parse_args()
    folder = Path(args.folder) if args.folder else jax_folder()
    nocache = {"JAX_MESH_LSP_NO_CACHE": "1"}
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        warm_up(tmp_path)
        m = interleaved(folder, args.repeat, nocache)
        parse, cross, single, default = m["parse"][0], m["cross"], m["single"], m["default"]
        print(f"corpus: {folder} ({sum(1 for _ in folder.rglob('*.py'))} files); medians of {args.repeat} "
              f"interleaved rounds; {os.cpu_count()} cores")
        print(f"ast.parse of every file            {parse:7.2f} s CPU")
        print(f"check --no-cross-file -j1          {single[0]:7.2f} s CPU  {single[1]:7.2f} s wall")
        print(f"check (cross-file) -j1             {cross[0]:7.2f} s CPU  {cross[1]:7.2f} s wall")
        print(f"check (default: cross-file, jobs)  {default[0]:7.2f} s CPU  {default[1]:7.2f} s wall")
        print(f"  cross-file -j1 / parse = {cross[0] / parse:.2f}x CPU (goal <= 1.0x); "
              f"cross-file / single-file = {cross[0] / single[0]:.2f}x CPU (goal <= 2x)")
        print(f"  default check wall / parse = {default[1] / m['parse'][1]:.2f}x")

        big = Path(args.big) if args.big else generated_big(tmp_path)
        n = big.read_text(errors="replace").count("\n")
        big_cross = median_run(["--jobs", "1", str(big)], args.repeat, nocache)
        big_single = median_run(["--jobs", "1", "--no-cross-file", str(big)], args.repeat, nocache)
        print(f"{big.name} ({n:,} lines): check {big_cross[0]:.2f} s CPU (goal <= 1.5 s), "
              f"--no-cross-file {big_single[0]:.2f} s CPU")

        cache_env = {"JAX_MESH_LSP_CACHE_DIR": str(tmp_path / "cache")}
        first = run(["--jobs", "1", str(folder)], cache_env)
        again = statistics.median(run(["--jobs", "1", str(folder)], cache_env)[0] for _ in range(args.repeat))
        print(f"re-run over unchanged files: first {first[0]:.2f} s CPU, again {again:.2f} s CPU "
              f"= {again / first[0]:.2f}x (goal <= 0.25x)")


if __name__ == "__main__":
    main()
