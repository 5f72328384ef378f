# EXPECT: none
# The branch is chosen by a check the analysis cannot evaluate (it reads a mesh property through getattr with a
# computed name): reshard runs for all-Explicit meshes, with_sharding_constraint only for the others. Inside each
# branch the sharding the check inspected is unknown to the analysis, so neither branch is an error.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

PROPERTY = "_are_all_axes_" + "explicit"


def all_explicit(sharding):
    return bool(getattr(sharding.mesh, PROPERTY.replace("_are_all_axes_", "are_all_axes_"), False))


def place(x, target):
    if all_explicit(target):
        return jax.reshard(x, target)
    return jax.lax.with_sharding_constraint(x, target)


mesh = jax.make_mesh((2, 4), ("x", "y"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    x = jax.device_put(jnp.ones((8, 8)), P("x", "y"))
    print(place(x, NamedSharding(mesh, P("y", "x"))).sharding.spec)
