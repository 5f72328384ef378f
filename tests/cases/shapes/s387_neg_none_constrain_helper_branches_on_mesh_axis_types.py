# EXPECT: none
# A helper that reshards on all-Explicit meshes and constrains otherwise, decided by the context mesh's
# properties; called under an Auto mesh and under an Explicit one, each branch runs only where it is right.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


def place(x, spec):
    mesh = jax.sharding.get_abstract_mesh()
    if mesh.are_all_axes_explicit:
        return jax.reshard(x, spec)
    if "data" in mesh.auto_axes and not mesh._any_axis_manual:
        return jax.lax.with_sharding_constraint(x, spec)
    return x


for types in [(AxisType.Auto,), (AxisType.Explicit,)]:
    with jax.set_mesh(jax.make_mesh((8,), ("data",), axis_types=types)):
        y = jax.jit(lambda v: place(v * 2, P("data")))(jnp.ones(16))
        print(types, y.sharding.spec)
