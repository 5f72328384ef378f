# EXPECT: MESH221
# A replicated weight matrix made with jnp.eye (P()) scaled by the local sum of the batch: the product varies over
# 'batch', and out_specs P() claims it is replicated.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def scale(w, x):
    return w * jnp.sum(x)


def run(dim):
    mesh = jax.make_mesh((8,), ("batch",))
    f = jax.shard_map(scale, mesh=mesh, in_specs=(P(), P("batch")), out_specs=P())
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((16,)), P("batch"))
        return f(jnp.eye(dim), x)


run(4)
