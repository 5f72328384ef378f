# EXPECT: MESH207
# Same builder, config says "legacy": the mesh is Auto and reshard to P('dp', None) is refused.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

CFG = {"sharding_mode": "legacy", "dp": 8}


def build_mesh(cfg):
    match cfg["sharding_mode"]:
        case "legacy":
            types = (AxisType.Auto,)
        case "explicit":
            types = (AxisType.Explicit,)
        case other:
            raise ValueError(f"unknown mode {other}")
    return jax.make_mesh((cfg["dp"],), ("dp",), axis_types=types)


with jax.set_mesh(build_mesh(CFG)):
    x = jax.device_put(np.ones((16, 4), np.float32), P())
    y = jax.reshard(x, P("dp", None))
