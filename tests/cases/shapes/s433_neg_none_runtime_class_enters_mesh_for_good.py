# EXPECT: none
# A runtime object whose __enter__ sets the mesh for the rest of the program (jax.set_mesh as a statement)
# and whose __exit__ only logs: after the block the mesh is still set, so the bare spec resolves.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Runtime:
    def __init__(self, axes=("data",)):
        self.mesh = jax.make_mesh((8,), axes)

    def __enter__(self):
        jax.set_mesh(self.mesh)
        return self

    def __exit__(self, exc_type, exc, tb):
        print("runtime ready", exc_type)


with Runtime() as rt:
    pass
x = jax.device_put(jnp.ones(16), P("data"))
print(x.sharding)
