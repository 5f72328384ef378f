# EXPECT: none
# A setup function written with functools.singledispatch (no overload registered): calling it runs it, and
# it installs the mesh.
import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@functools.singledispatch
def setup_runtime(cfg):
    mesh = jax.make_mesh((8,), ("data",))
    jax.set_mesh(mesh)
    return mesh


setup_runtime({"shape": (8,)})
x = jnp.zeros((16,), out_sharding=P("data"))
print(x.sharding)
