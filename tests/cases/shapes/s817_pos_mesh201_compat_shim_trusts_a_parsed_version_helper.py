# EXPECT: MESH201
# A compat shim parses jax.__version__ into a tuple with a helper and picks use_mesh from 0.5 on; jax 0.7.1
# removed it, so on the installed jax the shim reads an attribute that is gone.
import contextlib

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def jax_version():
    parts = []
    for piece in jax.__version__.split(".")[:3]:
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits or 0))
    return tuple(parts)


def mesh_context(mesh):
    if mesh is None:
        return contextlib.nullcontext()
    if jax_version() >= (0, 5, 0):
        return jax.sharding.use_mesh(mesh)
    return mesh


mesh = jax.make_mesh((8,), ("data",))
with mesh_context(mesh):
    x = jax.device_put(jnp.ones((16, 4)), P("data"))
    print(jax.typeof(x))
