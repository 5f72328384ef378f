# EXPECT: none
# The launcher hands over a plain Mesh (Auto axes) laid out 2x4. No requested layout equals
# mesh.devices.shape, and the first one of the same size (8) is rebuilt with jax.make_mesh (Explicit axes),
# so jax.reshard onto P('data', None) names an Explicit axis.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

AXES = ("data", "model")
WANTED = [(8, 1), (4, 2)]


def launcher_mesh():
    return Mesh(np.array(jax.devices()).reshape(2, 4), AXES)


def pick_mesh(mesh):
    for shape in WANTED:
        if tuple(mesh.devices.shape) == shape:
            break
        if mesh.devices.size == shape[0] * shape[1]:
            mesh = jax.make_mesh(shape, AXES)
            break
    return mesh


mesh = pick_mesh(launcher_mesh())
with jax.set_mesh(mesh):
    x = jax.reshard(jnp.zeros((16, 4)), P("data", None))
    print(jax.typeof(x))
