# EXPECT: MESH223
# A search loop keeps (step, best) in a while_loop; best starts at -inf (a constant) and takes the maximum of the
# shard's scores, which vary over 'x': the second component of the carry changes type.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

cfg = {'steps': 3, 'axis': 'x'}
mesh = jax.make_mesh((4,), (cfg['axis'],), axis_types=(jax.sharding.AxisType.Auto,))


def search(scores):
    def cond(state):
        step, _ = state
        return step < cfg['steps']

    def body(state):
        step, best = state
        return step + 1, jnp.maximum(best, scores.max() * step)

    _, best = jax.lax.while_loop(cond, body, (0, -jnp.inf))
    return best[None]


fn = jax.shard_map(search, mesh=mesh, in_specs=P(cfg['axis']), out_specs=P(cfg['axis']))
print(fn(np.arange(16.0, dtype=np.float32)))
