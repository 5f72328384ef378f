# EXPECT: MESH215
# A 2-D mesh, the input replicated over both axes; gathering to reduced over 'fsdp'.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('fsdp', 'tp'))
with jax.set_mesh(mesh):
    params = jnp.ones((8, 4), out_sharding=P(None, None))
    f = jax.shard_map(lambda p: jax.lax.all_gather(p, 'fsdp', tiled=True, to='reduced'),
                      in_specs=P(None, None), out_specs=P(None, None, reduced={'fsdp'}))
    jax.jit(f)(params)
