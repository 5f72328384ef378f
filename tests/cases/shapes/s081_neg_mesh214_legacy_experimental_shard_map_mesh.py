# EXPECT: none
# Legacy jax.experimental.shard_map.shard_map with mesh= under a legacy `with mesh:` block (works).
import jax, jax.numpy as jnp, numpy as np
from jax.experimental.shard_map import shard_map
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()), ('x',))
total = shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), mesh=mesh, in_specs=P('x'), out_specs=P())
with mesh:
    total(jnp.arange(16.0))
