# EXPECT: MESH001
"""Code written for old JAX: `with mesh:` no longer sets the context mesh, so the collective sees none."""
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ("x",))
x = jax.device_put(np.arange(16.0), NamedSharding(mesh, P("x")))
with mesh:
    y = top_level_all_gather(x, NamedSharding(mesh, P(reduced={"x"})))
