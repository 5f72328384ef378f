# EXPECT: MESH220
# The devices array is built and reshaped into a local name before the Mesh is made from it; under that
# all-Explicit mesh a placed batch is then constrained to another sharding.
import numpy as np
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec as P


def build_mesh(mesh_shape=(4, 2), mesh_axes=("data", "model")):
    devices = np.asarray(jax.devices()[: int(np.prod(mesh_shape))]).reshape(mesh_shape)
    return Mesh(devices, mesh_axes, axis_types=(AxisType.Explicit,) * len(mesh_axes))


if __name__ == "__main__":
    mesh = build_mesh()
    x = jax.device_put(jnp.ones((8, 16)), NamedSharding(mesh, P("data", None)))
    with jax.set_mesh(mesh):
        y = jax.lax.with_sharding_constraint(x * 2, P(None, "model"))
    print(y.sharding.spec)
