# EXPECT: MESH225
# A smoothing loop whose body reshards its (data, model)-sharded carry to (None, model): the carry's type changes.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P, AxisType, NamedSharding, reshard

mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit,) * 2)

@jax.jit
def smooth(x):
    def body(i, acc):
        return reshard(acc * 0.5, P(None, "model"))
    return jax.lax.fori_loop(0, 3, body, x)

with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((8, 16), np.float32), P("data", "model"))
    print(smooth(x).sharding)
