# EXPECT: none
# A runtime object intercepts attribute stores: storing its mesh installs it (`__setattr__`), so the bare spec
# after the store resolves.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",))


class Runtime:
    def __setattr__(self, key, value):
        if key == "mesh":
            jax.set_mesh(value)
        object.__setattr__(self, key, value)


rt = Runtime()
rt.mesh = MESH
x = jnp.zeros((16,), out_sharding=P("data"))
print(x.sharding)
