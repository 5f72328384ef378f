# EXPECT: none
# jit only checks its shardings at call time; this function is wrapped but never called.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

f = jax.jit(lambda a: a + 1, in_shardings=P('x'), out_shardings=P('x'))
print(type(f).__name__)
