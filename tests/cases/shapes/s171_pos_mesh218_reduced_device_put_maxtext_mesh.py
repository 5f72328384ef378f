# EXPECT: MESH218
# MaxText-style Mesh(devices, config.mesh_axes) (Auto) entered in a loader method; device_put with reduced=.
import types
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P

config = types.SimpleNamespace(mesh_axes=('fsdp',))


class Loader:
    def __init__(self, config):
        self.mesh = Mesh(np.array(jax.devices()), config.mesh_axes)

    def load(self):
        with jax.set_mesh(self.mesh):
            return jax.device_put(np.ones((16, 4), np.float32), P(None, None, reduced={'fsdp'}))


Loader(config).load()
