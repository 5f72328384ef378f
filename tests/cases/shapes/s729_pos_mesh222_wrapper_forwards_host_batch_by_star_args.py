# EXPECT: MESH222
# A generic runner forwards `*inputs` to a shard_map over an all-Explicit mesh; the host batch it gets is
# unsharded while the in_spec says P("d"): jax refuses the difference before tracing.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P

MESH = jax.make_mesh((8,), ("d",))


def run_sharded(fn, *inputs):
    return jax.shard_map(fn, mesh=MESH, in_specs=P("d"), out_specs=P())(*inputs)


def total(x):
    return jax.lax.psum(jnp.sum(x), "d")


print(run_sharded(total, np.ones((16,), np.float32)))
