# EXPECT: none
# The same ahead-of-time compile under `with jax.set_mesh(mesh)` (correct).
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def make_forward():
    return jax.jit(lambda a: a * 2, in_shardings=P('x'), out_shardings=P('x'))


mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    compiled = make_forward().lower(jax.ShapeDtypeStruct((16,), jnp.float32)).compile()
