# EXPECT: none
# The same projection with out_specs keeping the 'data' rows sharded (and a full psum for the replicated norm).
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ("data", "model"))


def project(x, w):
    y = jax.lax.psum(x @ w, "model")
    return y, jax.lax.psum(jnp.sum(y * y), "data")


f = jax.shard_map(project, mesh=mesh, in_specs=(P("data", "model"), P("model", None)),
                  out_specs=(P("data", None), P()))
x = jax.device_put(jnp.ones((8, 4)), NamedSharding(mesh, P("data", "model")))
w = jax.device_put(jnp.ones((4, 3)), NamedSharding(mesh, P("model", None)))
print(f(x, w))
