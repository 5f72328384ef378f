# EXPECT: none
# Inside a pjit body (legacy `with mesh:`), x is resharded and fed to a jax.shard_map without mesh=; both take the
# mesh pjit sets as the context mesh while tracing.
import numpy as np
import jax
import jax.numpy as jnp
from jax.experimental.pjit import pjit
from jax.sharding import PartitionSpec as P


def local_sum(x):
    return jax.lax.psum(jnp.sum(x, keepdims=True), "data")


def forward(x):
    x = jax.reshard(x, P("data"))
    return jax.shard_map(local_sum, in_specs=P("data"), out_specs=P())(x)


mesh = jax.make_mesh((8,), ("data",))
with mesh:
    y = pjit(forward)(np.ones((16,), np.float32))
