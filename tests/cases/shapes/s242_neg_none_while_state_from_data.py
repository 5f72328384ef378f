# EXPECT: none
# s241 with best started from the shard's own first score: it varies over 'x' from the start, the body keeps it so.
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

    _, best = jax.lax.while_loop(cond, body, (0, scores[0]))
    return best[None]


fn = jax.shard_map(search, mesh=mesh, in_specs=P(cfg['axis']), out_specs=P(cfg['axis']))
print(fn(np.arange(16.0, dtype=np.float32)))
