# EXPECT: MESH220
# Old FSDP code under a global jax.set_mesh of the default (Explicit) make_mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

jax.set_mesh(jax.make_mesh((8,), ('fsdp',)))
params = {'w': jnp.ones((32, 8)), 'b': jnp.zeros((8,))}


@jax.jit
def shard_params(p):
    return {'w': jax.lax.with_sharding_constraint(p['w'], P('fsdp', None)),
            'b': jax.lax.with_sharding_constraint(p['b'], P())}


shard_params(params)
