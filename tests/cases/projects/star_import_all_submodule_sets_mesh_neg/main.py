# EXPECT: none
# `from layers import *` imports every name in layers.__all__, including the submodule `sharding_setup`, whose top level sets the mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from layers import *  # noqa: F401,F403


def init_state(width):
    return {"w": jnp.ones((8, width), out_sharding=P("data", None)),
            "step": jnp.zeros((), out_sharding=P())}


state = init_state(DEFAULT_WIDTH)  # noqa: F405
print(state["w"].sharding.spec)
