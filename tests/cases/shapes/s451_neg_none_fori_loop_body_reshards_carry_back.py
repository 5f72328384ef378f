# EXPECT: none
# The same loop resharding its carry back to (data, model) before returning it: one type throughout.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)

@jax.jit
def smooth(x):
    def body(i, acc):
        y = reshard(acc * 0.5, P(None, "model"))
        return reshard(y, P("data", "model"))
    return jax.lax.fori_loop(0, 3, body, x)

with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 16), np.float32), P("data", "model"))
    print(smooth(x).sharding)
