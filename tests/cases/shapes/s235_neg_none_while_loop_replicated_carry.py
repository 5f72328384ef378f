# EXPECT: none
# A convergence loop inside a shard_map whose carry starts from a psum: the carry stays replicated through
# while_loop, so out_specs=P() holds.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4,), ('x',), axis_types=(jax.sharding.AxisType.Auto,))


def solve(local):
    total = jax.lax.psum(local.sum(), 'x')

    def cond(state):
        i, _ = state
        return i < 10

    def body(state):
        i, v = state
        return i + 1, v * 0.5

    _, v = jax.lax.while_loop(cond, body, (0, total))
    return v


print(jax.jit(jax.shard_map(solve, mesh=mesh, in_specs=P('x'), out_specs=P()))(np.ones(16, np.float32)))
