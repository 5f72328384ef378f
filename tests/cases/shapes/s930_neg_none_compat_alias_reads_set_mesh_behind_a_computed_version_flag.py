# EXPECT: none
# A compatibility module computes the jax version once (a tuple of ints parsed from jax.__version__) and, on new
# enough jax, aliases jax.set_mesh; the old branch (never taken here) would keep a no-op.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

_JAX_VERSION = tuple(int(p) for p in jax.__version__.split(".")[:2])

if _JAX_VERSION >= (0, 5):
    activate_mesh = jax.set_mesh
else:
    def activate_mesh(mesh):
        return mesh

if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    with activate_mesh(mesh):
        print(jax.device_put(jnp.ones((16,)), P("data")).shape)
