# EXPECT: none
# The helper enters jax.set_mesh, but jax.remat traces it: set_mesh raises first ("can only be used outside
# of jax.jit"), so the mismatched shard_map mesh after it is never checked.
import jax
import jax.numpy as jnp
from blocks import block

try:
    jax.remat(block)(jnp.ones((4,)))
except ValueError as err:
    print('set_mesh refused under tracing:', err)
