# EXPECT: none
# A helper accepts a Mesh or an AbstractMesh; with a concrete Mesh it places the array with device_put,
# otherwise constrains. Called with a concrete Explicit mesh.
import jax
import numpy as np
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P


def place(x, mesh):
    if isinstance(mesh, Mesh):
        return jax.device_put(x, NamedSharding(mesh, P('data')))
    return jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P('data')))


mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    print(place(np.ones((16,), np.float32), mesh).sharding.spec)
