# EXPECT: MESH220
# Written for reach-2: a model method jits a step that constrains the batch dimension to ('y', 'x') while the input
# was put on ('x', 'y'): under an all-Explicit mesh the constraint is an assert, and the order differs.
import jax
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class Model:
    batch_axes = ('x', 'y')

    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2)

    def run(self):
        with jax.set_mesh(self.mesh):
            x = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(self.mesh, P(self.batch_axes, None)))
            return jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P(('y', 'x'), None)))(x)


Model().run()
