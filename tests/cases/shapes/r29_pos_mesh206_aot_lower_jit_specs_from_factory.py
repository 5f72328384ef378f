# EXPECT: MESH206
# Ahead-of-time compile: a factory's jax.jit(in_shardings=P(...)) is lowered with .lower(...).compile(), no mesh set.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def make_forward():
    return jax.jit(lambda a: a * 2, in_shardings=P('x'), out_shardings=P('x'))


mesh = jax.make_mesh((8,), ('x',))
compiled = make_forward().lower(jax.ShapeDtypeStruct((16,), jnp.float32)).compile()
