# EXPECT: MESH221
# all_gather over the axis looked up with mesh.axis_names.index('seq'); still varying, out_specs P().
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ('seq',), axis_types=(AxisType.Auto,))
SEQ = mesh.axis_names[mesh.axis_names.index('seq')]


def full_keys(k):
    return jnp.max(jax.lax.all_gather(k, SEQ, axis=0, tiled=True))


f = jax.jit(jax.shard_map(full_keys, mesh=mesh, in_specs=P(SEQ), out_specs=P()))
print(f(np.ones((8, 4), np.float32)))
