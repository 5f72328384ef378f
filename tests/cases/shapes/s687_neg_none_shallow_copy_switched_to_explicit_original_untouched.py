# EXPECT: none
# A shallow copy of the config switches the gather on for the Explicit-mesh run; the Auto-mesh run keeps the
# original, whose gather stays off. copy.copy gives a new dict: the original is not changed by the write.
import copy

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

BASE = {"gather": "constraint", "types": (AxisType.Auto,)}


def unshard(x, cfg):
    if cfg["gather"] == "top_level":
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P(None))


def run(cfg):
    mesh = jax.make_mesh((8,), ("x",), axis_types=cfg["types"])
    with jax.set_mesh(mesh):
        return unshard(jax.device_put(np.ones(16, np.float32), P("x")), cfg).shape


explicit = copy.copy(BASE)
explicit["gather"] = "top_level"
explicit["types"] = (AxisType.Explicit,)
print(run(BASE))
print(run(explicit))
