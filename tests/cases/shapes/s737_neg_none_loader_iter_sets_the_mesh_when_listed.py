# EXPECT: none
# A loader installs the mesh in `__iter__`, which list() calls implicitly: the bare-spec creation after it
# runs with that mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",))


class Loader:
    def __iter__(self):
        jax.set_mesh(MESH)
        return iter([1, 2])


batches = list(Loader())
x = jnp.zeros((16,), out_sharding=P("data"))
print(x.sharding, batches)
