# EXPECT: none
# Written for reach-2: twin of g212 where the constraint names the same ('x', 'y') entry: the assert holds.
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
            return jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P(('x', 'y'), None)))(x)


Model().run()
