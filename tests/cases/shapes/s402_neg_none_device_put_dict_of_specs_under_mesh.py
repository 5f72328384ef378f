# EXPECT: none
# The same placement under jax.set_mesh: the specs resolve against it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

PARAM_SPECS = {"w": P("model", None), "b": P(None, "model")}


def init_params():
    return {"w": jnp.ones((4, 4)), "b": jnp.ones((4, 4))}


mesh = jax.make_mesh((4, 2), ("data", "model"))
with jax.set_mesh(mesh):
    params = jax.device_put(init_params(), PARAM_SPECS)
    print(params["w"].sharding.spec)
