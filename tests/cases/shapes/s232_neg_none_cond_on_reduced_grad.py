# EXPECT: none
# s231 with the gradient summed over 'dp' before clipping: both branches return a replicated value; the predicate
# may vary (a varying predicate does not make the result vary in jax 0.10).
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((2, 2), ('dp', 'mp'), axis_types=(jax.sharding.AxisType.Auto,) * 2)


def clip(grad, max_norm=1.0):
    grad = jax.lax.psum(grad, 'dp')
    norm = jnp.sqrt(jnp.sum(grad * grad))
    return jax.lax.cond(norm > max_norm, lambda g: g * (max_norm / norm), lambda g: g, grad)


step = jax.shard_map(functools.partial(clip, max_norm=0.5), mesh=mesh, in_specs=P('dp', None),
                     out_specs=P(None, None))
print(step(np.ones((8, 4), np.float32)))
