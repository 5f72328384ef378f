# EXPECT: none
# The size-one flag switched on through its environment variable before import jax: size-1 axes leave the types.
import os
os.environ["JAX_REMOVE_SIZE_ONE_MESH_AXIS_FROM_TYPE"] = "1"
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
with jax.set_mesh(jax.make_mesh((8, 1), ("data", "model"))):
    h = jax.device_put(jnp.ones((16, 4)), P("data", None))
    jax.lax.with_sharding_constraint(h, P("data", "model"))
