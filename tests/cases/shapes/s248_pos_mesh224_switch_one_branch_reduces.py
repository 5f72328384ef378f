# EXPECT: MESH224
# A reduction mode picked with lax.switch: 'local' keeps the shard's sum, 'global' psums it over 'dp'. The
# branches return values varying over different axes: JAX refuses the switch.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

MODES = {'local': 0, 'global': 1}


def local_sum(v):
    return jnp.sum(v)


def global_sum(v):
    total = jax.lax.psum(jnp.sum(v), 'dp')
    return total


def reduce(v, mode):
    return jax.lax.switch(mode, [local_sum, global_sum], v)[None]


mesh = jax.make_mesh((2, 2), ('dp', 'tp'), axis_types=(jax.sharding.AxisType.Auto,) * 2)
fn = jax.shard_map(reduce, mesh=mesh, in_specs=(P('dp'), P()), out_specs=P('dp'))
print(fn(np.arange(8.0, dtype=np.float32), np.array(MODES['global'])))
