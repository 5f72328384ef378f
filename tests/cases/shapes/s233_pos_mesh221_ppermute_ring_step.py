# EXPECT: MESH221
# One step of a ring pass: each device sends its block to the next one with ppermute. The received block still
# differs per device; returning it with out_specs=P() is refused.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

N = 4
mesh = jax.make_mesh((N,), ('ring',), axis_types=(jax.sharding.AxisType.Auto,))
perm = [(i, (i + 1) % N) for i in range(N)]


def ring_step(block):
    received = jax.lax.ppermute(block, 'ring', perm)
    return received * 2


if __name__ == '__main__':
    out = jax.jit(jax.shard_map(ring_step, mesh=mesh, in_specs=P('ring'), out_specs=P()))(np.ones((8, 2)))
    print(out)
