# EXPECT: MESH221
# A tensor-parallel projection: each device multiplies its row block by its weight shard and sums over 'model',
# but the result still varies over 'data', and out_specs P(None, None) claims it is replicated.
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("data", "model"))


def project(x, w):
    return jax.lax.psum(x @ w, "model")


f = jax.shard_map(project, mesh=mesh, in_specs=(P("data", "model"), P("model", None)), out_specs=P(None, None))
x = jax.device_put(jnp.ones((8, 4)), NamedSharding(mesh, P("data", "model")))
w = jax.device_put(jnp.ones((4, 3)), NamedSharding(mesh, P("model", None)))
print(f(x, w))
