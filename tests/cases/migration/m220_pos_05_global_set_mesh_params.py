# EXPECT: MESH220
# Old FSDP code under a global jax.set_mesh of the default (Explicit) make_mesh: the weight is replicated.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('fsdp',)))
w = jnp.ones((32, 8))


@jax.jit
def shard_params(w):
    return jax.lax.with_sharding_constraint(w, P('fsdp', None))


shard_params(w)
