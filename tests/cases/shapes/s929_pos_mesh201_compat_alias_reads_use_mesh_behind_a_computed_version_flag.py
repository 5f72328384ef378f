# EXPECT: MESH201
# A compatibility module computes the jax version once (a tuple of ints parsed from jax.__version__) and, on new
# enough jax, aliases the context-manager API as jax.sharding.use_mesh, which this jax no longer has.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

_JAX_VERSION = tuple(int(p) for p in jax.__version__.split(".")[:2])

if _JAX_VERSION >= (0, 5):
    activate_mesh = jax.sharding.use_mesh
else:
    def activate_mesh(mesh):
        return mesh

if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    with activate_mesh(mesh):
        print(jax.device_put(jnp.ones((16,)), P("data")).shape)
