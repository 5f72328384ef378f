# EXPECT: none
# s248 with both modes reduced over 'dp' (the 'local' one scaled): both branches are replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

MODES = {'local': 0, 'global': 1}


def local_sum(v):
    return jax.lax.psum(jnp.sum(v), 'dp') / 2


def global_sum(v):
    total = jax.lax.psum(jnp.sum(v), 'dp')
    return total


def reduce(v, mode):
    return jax.lax.switch(mode, [local_sum, global_sum], v)[None]


mesh = jax.make_mesh((2, 2), ('dp', 'tp'), axis_types=(jax.sharding.AxisType.Auto,) * 2)
fn = jax.shard_map(reduce, mesh=mesh, in_specs=(P('dp'), P()), out_specs=P())
print(fn(np.arange(8.0, dtype=np.float32), np.array(MODES['global'])))
