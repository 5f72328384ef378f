# EXPECT: MESH206
# A step factory forwards its jit options with **: the bare PartitionSpecs reach jax.jit, which is called with no
# mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

JIT_OPTIONS = {"in_shardings": P("data"), "out_shardings": P("data")}


def make_step(**jit_options):
    return jax.jit(lambda x: x * 2.0, **jit_options)


step = make_step(**JIT_OPTIONS)
print(step(jnp.arange(16.0)))
