# EXPECT: MESH203
# Parameters placed with a dict of bare PartitionSpecs mirroring the parameter dict, before any mesh is set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

PARAM_SPECS = {"w": P("model", None), "b": P(None, "model")}


def init_params():
    return {"w": jnp.ones((4, 4)), "b": jnp.ones((4, 4))}


mesh = jax.make_mesh((4, 2), ("data", "model"))
params = jax.device_put(init_params(), PARAM_SPECS)
