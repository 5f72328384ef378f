# EXPECT: MESH207
# The launcher hands over a plain Mesh (Auto axes) laid out 8x1. The topology search stops at the first
# requested layout equal to mesh.devices.shape, before the branch that would rebuild it with Explicit axes,
# so jax.reshard onto P('data', None) names an Auto axis.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

AXES = ("data", "model")
WANTED = [(8, 1), (4, 2)]


def launcher_mesh():
    return Mesh(np.array(jax.devices()).reshape(8, 1), AXES)


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
