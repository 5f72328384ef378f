# EXPECT: none
# Varying over 'tp' but gathered over 'fsdp': a different all_gather_reduced error.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('fsdp', 'tp'))
with jax.set_mesh(mesh):
    params = jnp.ones((8, 4), out_sharding=P(None, 'tp'))
    f = jax.shard_map(lambda p: jax.lax.all_gather(p, 'fsdp', tiled=True, to='reduced'),
                      in_specs=P(None, 'tp'), out_specs=P(None, 'tp', reduced={'fsdp'}))
    jax.jit(f)(params)
