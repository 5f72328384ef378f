# EXPECT: none
# auto_axes without a context mesh just calls the function (no error in jax 0.10.2).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

out = jax.sharding.auto_axes(lambda a: a * 2, out_sharding=P('x'))(jnp.arange(16.0))
