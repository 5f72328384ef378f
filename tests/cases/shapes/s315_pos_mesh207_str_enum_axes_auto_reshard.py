# EXPECT: MESH207
# Axis names from a str Enum; the mesh is built with jax.sharding.Mesh (Auto axes) and the model
# reshards onto the DATA axis, which is Auto.
import enum
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P


class Axis(str, enum.Enum):
    DATA = "data"
    MODEL = "model"


def make_mesh():
    devs = np.array(jax.devices()).reshape(4, 2)
    return Mesh(devs, (Axis.DATA.value, Axis.MODEL.value))


@jax.jit
def forward(x):
    y = jnp.tanh(x)
    return jax.reshard(y, P(Axis.DATA.value, None))


mesh = make_mesh()
with jax.set_mesh(mesh):
    out = forward(np.ones((8, 8), np.float32))
    print(out.shape)
