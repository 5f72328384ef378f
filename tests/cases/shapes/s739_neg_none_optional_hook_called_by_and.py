# EXPECT: none
# An optional setup hook run as `callable(HOOK) and HOOK()`: it is callable, so it runs and installs the mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ("data",))
HOOK = lambda: jax.set_mesh(MESH)   # noqa: E731

callable(HOOK) and HOOK()
x = jnp.zeros((16,), out_sharding=P("data"))
print(x.sharding)
