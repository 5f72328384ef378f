"""How much cross-file resolution costs: `check` time with and without it, on real-sized code.

Corpora:
  generated  a 200-module project (a config module with meshes, 20 helper modules calling
             top_level_all_gather, 20 training scripts calling them under meshes, 158 ordinary model modules)
  jax        the installed jax sources (always there: jax is the ground truth of the tests). An extra,
             unfavourable corpus: it names the watched APIs everywhere and its modules import each other, so
             cross-file has the most to do there; the goal is stated for the other two.
  flax       the flax sources, when found: an installed `flax`, or a folder given with --flax. To get them
             without touching the environment (flax pins its own jax):
                 pip install --no-deps --target /tmp/flax-src flax
                 python benchmarks/crossfile.py --flax /tmp/flax-src/flax

Each mode runs in a fresh interpreter (imports and jedi start-up included, as a user pays them), `--repeat`
times; the median CPU time of the process is reported (wall time too: on a shared machine it mostly measures
the neighbours), then the ratio of CPU times cross-file / single-file (goal: <= 2x). Both modes are serial
(`--jobs 1`), so the ratio compares the analyses, not the process pool.

    python benchmarks/crossfile.py [--repeat 3] [--flax PATH] [--keep]
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_RUNNER = textwrap.dedent("""
    import json, sys, time
    t0, c0 = time.perf_counter(), time.process_time()
    from jax_mesh_lsp.analysis import AnalysisOptions
    from jax_mesh_lsp.files import collect
    from jax_mesh_lsp.progress import Progress
    files = collect([sys.argv[2]])
    options = AnalysisOptions()
    if sys.argv[1] == "single":
        from jax_mesh_lsp.cli import run_checks
        findings, errors = run_checks(files, options, 1, Progress(len(files), False))
    else:
        from jax_mesh_lsp.crossfile import check_paths
        findings, errors = check_paths(files, options, jobs=1)
    t1, c1 = time.perf_counter(), time.process_time()
    print(json.dumps({"seconds": c1 - c0, "wall": t1 - t0, "files": len(files), "findings": len(findings),
                      "jedi": "jedi" in sys.modules}))
""")


def run_mode(mode: str, folder: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "server") + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-c", _RUNNER, mode, str(folder)], capture_output=True, text=True,
                          env=env, timeout=3600)
    if proc.returncode != 0:
        raise SystemExit(f"{mode} run failed on {folder}:\n{proc.stderr[-2000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def measure(name: str, folder: Path, repeat: int) -> dict:
    results = {}
    for mode in ("single", "cross"):
        runs = [run_mode(mode, folder) for _ in range(repeat)]
        results[mode] = dict(runs[-1], seconds=statistics.median(r["seconds"] for r in runs),
                             wall=statistics.median(r["wall"] for r in runs))
    s, c = results["single"], results["cross"]
    ratio = c["seconds"] / s["seconds"] if s["seconds"] else float("inf")
    print(f"{name:10s} {s['files']:5d} files   single-file {s['seconds']:7.3f} s cpu ({s['wall']:.3f} wall, "
          f"{s['findings']} findings)   cross-file {c['seconds']:7.3f} s cpu ({c['wall']:.3f} wall, {c['findings']} "
          f"findings, jedi {'used' if c['jedi'] else 'not needed'})   ratio {ratio:4.2f}x "
          f"{'(goal <= 2x: met)' if ratio <= 2 else '(goal <= 2x: MISSED)'}")
    return {"name": name, "single": s, "cross": c, "ratio": ratio}


# ---------------------------------------------------------------------------------------------- the generated project
CONFIG = '''\
import functools

import jax
from jax.sharding import AxisType

DATA, MODEL = 4, 2
MESH = jax.make_mesh((DATA, MODEL), ('data', 'model'))
AUTO_MESH = jax.make_mesh((DATA, MODEL), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)


@functools.cache
def build_mesh(explicit=True):
    kind = AxisType.Explicit if explicit else AxisType.Auto
    return jax.make_mesh((DATA, MODEL), ('data', 'model'), axis_types=(kind, kind))
'''

HELPER = '''\
"""Gathering helpers, group {i}."""
import jax
import jax.numpy as jnp
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

from proj.models import layer_{j} as layer


def gather_params_{i}(params):
    return top_level_all_gather(params, P(None, 'model', reduced={{'data'}}))


def gather_and_scale_{i}(params, scale=2.0):
    full = gather_params_{i}(params)
    return layer.scale(full, scale)


def norm_{i}(x):
    return jnp.sqrt(jnp.sum(x * x))
'''

TRAIN = '''\
"""Training script {i}."""
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

from proj import config
from proj.ops.gather_{i} import gather_and_scale_{i}, gather_params_{i}
from proj.models.layer_{j} import Block


def step(batch):
    with jax.set_mesh(config.{mesh}):
        x = jax.device_put(batch, P('data', 'model'))
        y = gather_params_{i}(x)
        return Block(4).apply(y)


def evaluate(batch):
    mesh = config.build_mesh()
    with jax.set_mesh(mesh):
        return gather_and_scale_{i}(jax.device_put(batch, P('data', 'model')))


if __name__ == "__main__":
    step(np.zeros((8, 2)))
    evaluate(np.zeros((8, 2)))
'''

LAYER = '''\
"""Model layer {i}: plain numerics, no sharding."""
from __future__ import annotations

import dataclasses
import math

import jax
import jax.numpy as jnp
import numpy as np

from proj.models import layer_{prev} as previous


def scale(x, factor):
    return x * factor


def init(key, shape, dtype=jnp.float32):
    fan_in = shape[0] if shape else 1
    return jax.random.normal(key, shape, dtype) / math.sqrt(fan_in)


@dataclasses.dataclass
class Block:
    width: int
    depth: int = {depth}

    def params(self, key):
        keys = jax.random.split(key, self.depth)
        return [init(k, (self.width, self.width)) for k in keys]

    def apply(self, x, params=None):
        if params is None:
            return x
        for w in params:
            x = jax.nn.relu(x @ w)
        return previous.scale(x, 1.0)


def loss(params, x, y):
    pred = Block(x.shape[-1]).apply(x, params)
    return jnp.mean((pred - y) ** 2)


def stats(values):
    arr = np.asarray(values)
    return {{"mean": float(arr.mean()), "std": float(arr.std()), "n": int(arr.size)}}


def schedule(step, warmup=100, peak=1e-3):
    if step < warmup:
        return peak * step / warmup
    return peak * 0.5 * (1 + math.cos(math.pi * min(1.0, (step - warmup) / 10000)))
'''

MAIN = '''\
from proj import train_0, train_1

train_0.step(None)
train_1.evaluate(None)
'''


def generate(root: Path, modules: int = 200) -> Path:
    proj = root / "proj"
    (proj / "ops").mkdir(parents=True)
    (proj / "models").mkdir()
    for d in (proj, proj / "ops", proj / "models"):
        (d / "__init__.py").write_text("")
    (proj / "config.py").write_text(CONFIG)
    (root / "main.py").write_text(MAIN)
    helpers = trains = 20
    layers = modules - helpers - trains - 6  # 3 __init__, config, main, and one more below
    (proj / "version.py").write_text('__version__ = "0.0.1"\n')
    for i in range(layers):
        (proj / "models" / f"layer_{i}.py").write_text(LAYER.format(i=i, prev=max(0, i - 1), depth=1 + i % 4))
    for i in range(helpers):
        (proj / "ops" / f"gather_{i}.py").write_text(HELPER.format(i=i, j=i % layers))
    for i in range(trains):
        (proj / f"train_{i}.py").write_text(TRAIN.format(i=i, j=i % layers, mesh="AUTO_MESH" if i % 5 == 0 else "MESH"))
    count = sum(1 for _ in root.rglob("*.py"))
    assert count == modules, count
    return root


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--flax", help="a flax source folder (default: the installed flax, if any)")
    p.add_argument("--keep", action="store_true", help="keep the generated project and print where it is")
    p.add_argument("--json", help="also write the results to this file")
    args = p.parse_args(argv)

    results = []
    tmp = Path(tempfile.mkdtemp(prefix="jax-mesh-crossfile-bench-"))
    try:
        results.append(measure("generated", generate(tmp / "project"), args.repeat))
    finally:
        if args.keep:
            print(f"(generated project kept in {tmp / 'project'})")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    spec = importlib.util.find_spec("jax")
    if spec is not None and spec.origin:
        results.append(measure("jax", Path(spec.origin).parent, args.repeat))
    flax = Path(args.flax) if args.flax else None
    if flax is None:
        spec = importlib.util.find_spec("flax")
        flax = Path(spec.origin).parent if spec is not None and spec.origin else None
    if flax is not None and flax.is_dir():
        results.append(measure("flax", flax, args.repeat))
    else:
        print("flax        not found: pip install --no-deps --target /tmp/flax-src flax, then --flax /tmp/flax-src/flax")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0 if all(r["ratio"] <= 2 for r in results if r["name"] != "jax") else 1


if __name__ == "__main__":
    sys.exit(main())
