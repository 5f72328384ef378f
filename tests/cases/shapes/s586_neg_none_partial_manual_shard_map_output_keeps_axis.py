# EXPECT: none
# A shard_map manual only over 'data' (axis_names) returns an array still sharded on the Explicit 'model' axis; asserting P('data','model') holds.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ("data", "model"))


def per_replica_scale(a):
    return a * 2.0


scale = jax.shard_map(per_replica_scale, mesh=mesh, in_specs=P("data"), out_specs=P("data"), axis_names={"data"})


@jax.jit
def step(x):
    y = scale(x)
    return jax.lax.with_sharding_constraint(y, P("data", "model"))


with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 16)), P("data", "model"))
    print(step(x).sharding.spec)
