# EXPECT: none
# Configuration dicts built the ways real code builds them: defaults merged with overrides (`|`), a
# read-only MappingProxyType view, dict.fromkeys. Each says "constraint", so the top_level_all_gather
# branches (which an Auto mesh refuses) never run.
import types

import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

DEFAULTS = {"gather": "top_level", "batch": 16}
CFG = DEFAULTS | {"gather": "constraint"}
FROZEN = types.MappingProxyType({"gather": "constraint"})
PER_LAYER = dict.fromkeys(["attn", "mlp"], "constraint")


def unshard(x, mode):
    if mode == "top_level":
        return top_level_all_gather(x, P(reduced={"x"}))
    return jax.lax.with_sharding_constraint(x, P(None))


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    x = jax.device_put(np.ones(16, np.float32), P("x"))
    print(unshard(x, CFG["gather"]).shape, unshard(x, FROZEN["gather"]).shape,
          unshard(x, PER_LAYER["mlp"]).shape)
