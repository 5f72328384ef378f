# EXPECT: MESH001
# Run configs start as a deep copy of module defaults; the eval run overrides the gather mode. The nested
# mesh section is copied too. The override asks for the top-level gather, and the mesh's axes are Auto:
# JAX raises at the gather.
import copy

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

DEFAULTS = {
    "mesh": {"shape": (8,), "axes": ("x",), "types": (AxisType.Auto,)},
    "gather": "constraint",
}


def make_config(**overrides):
    cfg = copy.deepcopy(DEFAULTS)
    cfg.update(overrides)
    return cfg


def unshard(x, cfg):
    if cfg["gather"] == "top_level":
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P())


def run(cfg):
    m = cfg["mesh"]
    mesh = jax.make_mesh(m["shape"], m["axes"], axis_types=m["types"])
    with jax.set_mesh(mesh):
        return unshard(jax.device_put(np.ones(16, np.float32), P("x")), cfg).shape


print(run(make_config()))
print(run(make_config(gather="top_level")))
