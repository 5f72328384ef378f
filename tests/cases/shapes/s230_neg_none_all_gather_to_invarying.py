# EXPECT: none
# s229 gathering with to="invarying": the gathered keys are the same on every device, so out_specs=P() holds.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

SEQ = 'seq'


def make_attention_stats(mesh):
    def stats(k_shard):
        keys = jax.lax.all_gather(k_shard, SEQ, axis=0, tiled=True, to="invarying")
        return jnp.max(jnp.abs(keys))

    return jax.jit(jax.shard_map(stats, mesh=mesh, in_specs=P(SEQ, None), out_specs=P()))


mesh = jax.make_mesh((2,), (SEQ,), axis_types=(jax.sharding.AxisType.Auto,))
print(make_attention_stats(mesh)(np.ones((8, 4), np.float32)))
