# EXPECT: MESH216
# Written for reach-2: a factory wraps the output head in auto_axes with an out_sharding that leaves a dimension
# UNCONSTRAINED; auto_axes reshards the result to it in the caller's all-Explicit mesh, which refuses it.
import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


def make_head(scale):
    return jax.sharding.auto_axes(lambda a: a * scale, out_sharding=P('data', P.UNCONSTRAINED))


class Predictor:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
        self.head = make_head(2.0)

    def __call__(self, x):
        with jax.set_mesh(self.mesh):
            x = jax.device_put(x, NamedSharding(self.mesh, P('data', None)))
            return self.head(x)


Predictor()(np.ones((16, 8), np.float32))
