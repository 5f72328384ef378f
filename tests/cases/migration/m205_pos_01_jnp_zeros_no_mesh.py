# EXPECT: MESH205
# jnp.zeros with out_sharding=P(...) and no mesh set: the spec cannot be resolved.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
optimizer_state = jnp.zeros((64, 32), jnp.float32, out_sharding=P('data', 'model'))
