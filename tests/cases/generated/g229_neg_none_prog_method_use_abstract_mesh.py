# EXPECT: none
# Generated (tests/generator seed 106, p106_00514), the helper module alone; policy limit (as g228).
# A method nobody here calls enters use_abstract_mesh of the mesh its __init__ made: the device_put with a bare P
# raises MESH203 unless its caller set a concrete mesh (unknown here); after it, the reduced axes of Auto axes
# raise MESH218 for every caller that gets there: reported. jax (which runs no caller here) raises nothing.
import jax
import numpy as np
from jax._src import shard_map as shard_map_lib
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class Trainer_1:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))

    def run(self):
        with jax.sharding.use_abstract_mesh(self.mesh.abstract_mesh):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('x', 'y'), None))
            y = shard_map_lib.top_level_all_gather(
                x, NamedSharding(self.mesh, P(None, None, reduced={'x', 'y'})), multi_dim=True)
            print(y.shape)
