# EXPECT: none
# Written for reach-2: twin of g214 whose out_sharding names only Explicit axes: the final reshard is fine.
import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def make_head(scale):
    return jax.sharding.auto_axes(lambda a: a * scale, out_sharding=P('data', None))


class Predictor:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
        self.head = make_head(2.0)

    def __call__(self, x):
        with jax.set_mesh(self.mesh):
            x = jax.device_put(x, NamedSharding(self.mesh, P('data', None)))
            return self.head(x)


Predictor()(np.ones((16, 8), np.float32))
