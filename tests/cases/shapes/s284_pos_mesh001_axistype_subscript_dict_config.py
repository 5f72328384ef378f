# EXPECT: MESH001
# The axis type is read from a dict config as a string and looked up with AxisType[...] (enum subscript by
# name); the fsdp config asks for "Auto", so top_level_all_gather refuses the context mesh.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

FSDP_CONFIG = {'mesh_shape': (8,), 'mesh_axes': ('fsdp',), 'axis_type': 'Auto'}


def main(cfg):
    kind = AxisType[cfg['axis_type']]
    mesh = jax.make_mesh(cfg['mesh_shape'], cfg['mesh_axes'], axis_types=(kind,) * len(cfg['mesh_axes']))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((16, 4), np.float32), P('fsdp'))
        full = top_level_all_gather(w, P(None, reduced={'fsdp'}))
    print(full.shape)


if __name__ == "__main__":
    main(FSDP_CONFIG)
