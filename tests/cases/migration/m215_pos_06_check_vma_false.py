# EXPECT: MESH215
# With check_vma=False the body tracks no varying axes at all, so even a sharded block is "not varying".
import jax
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    w = jax.device_put(np.arange(16.0, dtype=np.float32), P('x'))
    f = jax.shard_map(lambda b: jax.lax.all_gather(b, 'x', tiled=True, to='reduced'),
                      in_specs=P('x'), out_specs=P(reduced={'x'}), check_vma=False)
    jax.jit(f)(w)
