# EXPECT: MESH203
# use_abstract_mesh of an all-Auto mesh: jit still traces and runs, so the device_put of a bare P inside raises.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:4]).reshape((2, 2)), ('x', 'y'))


def step(arg):
    x = jax.device_put(np.arange(16.0, dtype=np.float32).reshape(4, 4), P('x', None))
    return arg * 2 + x.sum()


with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):
    jax.jit(step)(jnp.ones((4,)))
