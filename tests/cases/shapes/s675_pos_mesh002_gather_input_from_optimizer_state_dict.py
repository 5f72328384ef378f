# EXPECT: MESH002
# An optimizer keeps its moments in a dict and scales them before gathering for a checkpoint. The moment
# was placed sharded over 'x'; `state["m"] * 0.5` keeps that sharding, and gathering it to P(None, None)
# without `reduced={'x'}` fails shard_map's replication check.
import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import AxisType, PartitionSpec as P


class Adam:
    def __init__(self, shape):
        self.state = {"m": jax.device_put(np.zeros(shape), P("x", None)), "step": 0}

    def gathered_moment(self):
        m = self.state["m"] * 0.5
        return top_level_all_gather(m, P(None, None))


mesh = jax.make_mesh((8,), ("x",), axis_types=(AxisType.Explicit,))
with jax.set_mesh(mesh):
    print(Adam((16, 4)).gathered_moment().shape)
