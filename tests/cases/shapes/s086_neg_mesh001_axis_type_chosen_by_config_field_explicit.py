# EXPECT: none
# SimpleNamespace config with a boolean field choosing the axis type (explicit_sharding=True -> Explicit).
from types import SimpleNamespace
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

cfg = SimpleNamespace(explicit_sharding=True, mesh_axes=('fsdp',), mesh_shape=(8,))


def setup_mesh(cfg):
    kind = AxisType.Explicit if cfg.explicit_sharding else AxisType.Auto
    return jax.make_mesh(cfg.mesh_shape, cfg.mesh_axes, axis_types=(kind,) * len(cfg.mesh_axes))


with jax.set_mesh(setup_mesh(cfg)):
    w = jax.device_put(np.ones((16,)), P('fsdp'))
    top_level_all_gather(w, P(reduced={'fsdp'}))
