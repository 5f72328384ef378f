# EXPECT: none
# Hyper-parameters live in a namedtuple; the variants swept over are made with `_replace`, and a field picks
# how the activations are gathered. No variant asks for the top-level gather, so the gather under the Explicit
# mesh never runs: the variants are followed through `_replace`, and nothing is reported.
import collections

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

HParams = collections.namedtuple("HParams", ["batch", "gather_mode"])
BASE = HParams(batch=16, gather_mode="reshard")
SWEEP = [BASE, BASE._replace(batch=32)]


def gather_activations(x, hp):
    if hp.gather_mode == "top_level":
        return top_level_all_gather(x, P(None))
    return jax.reshard(x, P(None))


def run_sweep(mesh):
    out = []
    with jax.set_mesh(mesh):
        for hp in SWEEP:
            x = jax.device_put(np.ones((hp.batch, 4), np.float32), P("data"))
            out.append(gather_activations(x, hp).shape)
    return out


if __name__ == "__main__":
    print(run_sweep(jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))))
