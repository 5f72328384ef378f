# EXPECT: none
# MaxText-style helper: reshard when every axis of the target's mesh is Explicit, else constrain (counting the
# Explicit axes with sum() over the sharding's mesh.axis_types). With an all-Explicit mesh the constraint branch
# never runs.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def is_explicit_axes(sharding):
    if sharding is None:
        return False
    axis_types = tuple(sharding.mesh.axis_types)
    explicit = sum(1 for t in axis_types if t == jax.sharding.AxisType.Explicit)
    if 0 < explicit < len(axis_types):
        raise ValueError(f"mixed axis types: {axis_types}")
    return explicit == len(axis_types)


def reshard_or_constrain(x, target):
    if is_explicit_axes(target):
        return jax.reshard(x, target)
    return jax.lax.with_sharding_constraint(x, target)


mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 8)), P("x", "y"))
    print(reshard_or_constrain(x, NamedSharding(mesh, P("y", "x"))).sharding.spec)
