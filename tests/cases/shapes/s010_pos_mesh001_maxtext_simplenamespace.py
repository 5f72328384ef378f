# EXPECT: MESH001
# MaxText-style: Mesh(devices, config.mesh_axes) with a SimpleNamespace config and no axis_types (Auto).
import types
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

config = types.SimpleNamespace(ici_data_parallelism=4, ici_tensor_parallelism=2,
                               mesh_axes=('data', 'tensor'))


def create_device_mesh(config):
    return np.array(jax.devices()).reshape(config.ici_data_parallelism, config.ici_tensor_parallelism)


def main(config):
    devices = create_device_mesh(config)
    mesh = Mesh(devices, config.mesh_axes)
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((8, 4)), P('data', None))
        top_level_all_gather(w, P(None, None, reduced={'data'}))


main(config)
