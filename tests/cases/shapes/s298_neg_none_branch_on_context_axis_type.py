# EXPECT: none
# MaxText's maybe_shard shape: the branch is chosen by the context mesh's first axis type (Explicit here), so
# the with_sharding_constraint on the other branch never runs.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def maybe_shard(x, spec):
    mesh = jax.sharding.get_abstract_mesh()
    if mesh.axis_types[0] == AxisType.Explicit:
        return jax.reshard(x, spec)
    return jax.lax.with_sharding_constraint(x, spec)


mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Auto))
with jax.set_mesh(mesh):
    y = maybe_shard(jnp.ones((8, 4)), P("data", None))
