# EXPECT: MESH001
# MaxText-style SimpleNamespace config names axis types as strings; getattr(AxisType, name) turns them into
# enum members. One of them is "Auto", so top_level_all_gather refuses the context mesh.
import types
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

config = types.SimpleNamespace(
    ici_parallelism=(4, 2),
    mesh_axes=('data', 'tensor'),
    axis_type_names=('Explicit', 'Auto'),
)


def create_mesh(cfg):
    types_ = tuple(getattr(AxisType, name) for name in cfg.axis_type_names)
    return jax.make_mesh(cfg.ici_parallelism, cfg.mesh_axes, axis_types=types_)


def gather_params(cfg, w):
    mesh = create_mesh(cfg)
    with jax.set_mesh(mesh):
        w = jax.device_put(w, P('data', None))
        return top_level_all_gather(w, P(None, None, reduced={'data'}))


if __name__ == "__main__":
    print(gather_params(config, np.ones((8, 4), np.float32)).shape)
