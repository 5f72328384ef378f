# EXPECT: MESH221
# Gradient clipping per shard with lax.cond: both branches return the shard's own gradient (scaled or not), so
# the result varies over 'dp' whatever the predicate; out_specs=P() claims a replicated gradient.
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((2, 2), ('dp', 'mp'), axis_types=(jax.sharding.AxisType.Auto,) * 2)


def clip(grad, max_norm=1.0):
    norm = jnp.sqrt(jnp.sum(grad * grad))
    return jax.lax.cond(norm > max_norm, lambda g: g * (max_norm / norm), lambda g: g, grad)


step = jax.shard_map(functools.partial(clip, max_norm=0.5), mesh=mesh, in_specs=P('dp', None),
                     out_specs=P(None, None))
print(step(np.ones((8, 4), np.float32)))
