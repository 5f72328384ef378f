# EXPECT: none
# jax's own test decorator enters an Explicit mesh around the function it wraps (and passes it as mesh=): called
# directly, the bare out_sharding resolves against that mesh.
import jax.numpy as jnp
from jax._src import test_util as jtu
from jax.sharding import PartitionSpec as P


@jtu.with_explicit_mesh((8,), ("x",))
def build(mesh):
    return jnp.zeros((16,), out_sharding=P("x"))


print(build().sharding.spec)
