# EXPECT: MESH001
# Plain-dict config whose string field picks the axis type ("auto" -> Auto) for every axis.
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

config = {"sharding_mode": "auto", "mesh_axes": ("data", "model"), "mesh_shape": (4, 2)}


def create_mesh(config):
    kind = AxisType.Auto if config["sharding_mode"] == "auto" else AxisType.Explicit
    return jax.make_mesh(config["mesh_shape"], config["mesh_axes"],
                         axis_types=tuple(kind for _ in config["mesh_axes"]))


with jax.set_mesh(create_mesh(config)):
    w = jax.device_put(np.ones((8, 2)), P('data', None))
    top_level_all_gather(w, P(None, None, reduced={'data'}))
