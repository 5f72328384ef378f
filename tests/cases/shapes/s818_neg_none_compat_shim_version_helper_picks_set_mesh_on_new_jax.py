# EXPECT: none
# A compat shim parses jax.__version__ into a tuple with a helper and uses set_mesh from 0.7.1 on (when
# use_mesh was removed), so the old name is only read on the jax versions that still have it.
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
    if jax_version() < (0, 7, 1):
        return jax.sharding.use_mesh(mesh)
    return jax.set_mesh(mesh)


mesh = jax.make_mesh((8,), ("data",))
with mesh_context(mesh):
    x = jax.device_put(jnp.ones((16, 4)), P("data"))
    print(jax.typeof(x))
