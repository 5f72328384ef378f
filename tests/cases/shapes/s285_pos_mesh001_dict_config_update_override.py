# EXPECT: MESH001
# A base dict config is copied and updated with a per-run override dict (dict.update); the override turns
# the fsdp axis Auto, so top_level_all_gather refuses the context mesh.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

BASE = {'mesh_shape': (8,), 'mesh_axes': ('fsdp',), 'axis_type': AxisType.Explicit}


def get_config(**overrides):
    cfg = dict(BASE)
    cfg.update(overrides)
    return cfg


def main():
    cfg = get_config(axis_type=AxisType.Auto)
    mesh = jax.make_mesh(cfg['mesh_shape'], cfg['mesh_axes'], axis_types=(cfg['axis_type'],))
    with jax.set_mesh(mesh):
        w = jax.device_put(np.ones((16, 4), np.float32), P('fsdp'))
        print(top_level_all_gather(w, P(None, reduced={'fsdp'})).shape)


if __name__ == "__main__":
    main()
