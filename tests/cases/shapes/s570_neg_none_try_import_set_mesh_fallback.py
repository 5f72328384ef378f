# EXPECT: none
# `try: from jax import set_mesh / except ImportError: set_mesh = None`; the None fallback branch never runs on jax 0.10.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

try:
    from jax import set_mesh
except ImportError:  # jax < 0.6
    set_mesh = None


def shard(x, mesh):
    if set_mesh is None:
        with mesh:
            return jax.device_put(x, P("data"))
    with set_mesh(mesh):
        return jax.device_put(x, P("data"))


print(shard(np.ones((8,), np.float32), jax.make_mesh((8,), ("data",))).sharding)
