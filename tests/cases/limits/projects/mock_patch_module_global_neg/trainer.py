import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P

MESH = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Auto,))

def gather_step():
    with jax.set_mesh(MESH):
        x = jax.device_put(np.arange(16.), P("x"))
        return top_level_all_gather(x, P(reduced={"x"}))
