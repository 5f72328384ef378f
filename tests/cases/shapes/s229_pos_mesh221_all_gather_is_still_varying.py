# EXPECT: MESH221
# Sequence-parallel attention gathers the keys of every shard with all_gather and returns a statistic of them as
# replicated. all_gather's result is typed as varying over the gathered axis (every device computed it
# separately), so out_specs=P() is refused; all_gather_invariant (or a psum) is what makes it replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

SEQ = 'seq'


def make_attention_stats(mesh):
    def stats(k_shard):
        keys = jax.lax.all_gather(k_shard, SEQ, axis=0, tiled=True)
        return jnp.max(jnp.abs(keys))

    return jax.jit(jax.shard_map(stats, mesh=mesh, in_specs=P(SEQ, None), out_specs=P()))


mesh = jax.make_mesh((2,), (SEQ,), axis_types=(jax.sharding.AxisType.Auto,))
print(make_attention_stats(mesh)(np.ones((8, 4), np.float32)))
