# EXPECT: MESH220
# The constraint assumes the transpose keeps the batch sharding on dim 0; under Explicit axes it moved to dim 1.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def to_time_major(x):
    y = x.T
    return jax.lax.with_sharding_constraint(y, P("data", None))


with jax.set_mesh(mesh):
    x = jax.device_put(np.ones((16, 8), np.float32), P("data", None))
    print(jax.jit(to_time_major)(x).shape)
