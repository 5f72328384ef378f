# EXPECT: MESH221
# Several running statistics carried through a while_loop and unpacked with a starred target: the statistics of
# the 'x'-sharded input keep varying over 'x', and out_specs claims them replicated.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(jax.sharding.AxisType.Auto,) * 2)


def stats(a, b):
    def cond(c):
        i, *_ = c
        return i < 3

    def body(c):
        i, lo, hi = c
        return i + 1, jnp.minimum(lo, hi), jnp.maximum(lo, hi)

    _, *out = jax.lax.while_loop(cond, body, (0, a.min(), b.max()))
    return [jnp.expand_dims(v, 0) for v in out]


x = np.arange(8.0, dtype=np.float32)
print(jax.shard_map(stats, mesh=mesh, in_specs=(P('x'), P('x')), out_specs=[P(None), P(None)])(x, x))
