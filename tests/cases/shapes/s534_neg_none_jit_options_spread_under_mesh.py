# EXPECT: none
# The same forwarded jit options, the step called under jax.set_mesh: the bare specs resolve against it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

JIT_OPTIONS = {"in_shardings": P("data"), "out_shardings": P("data")}


def make_step(**jit_options):
    return jax.jit(lambda x: x * 2.0, **jit_options)


step = make_step(**JIT_OPTIONS)
with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    print(step(jax.device_put(jnp.arange(16.0), P("data"))))
