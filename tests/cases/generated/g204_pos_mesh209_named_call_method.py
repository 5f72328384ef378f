# EXPECT: MESH209
# Written for reach-2: jax.named_call only opens a name scope (nothing is traced), so the method's set_mesh runs
# eagerly and refuses the Manual axis.
import jax
from jax.sharding import AxisType


class Runner:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Manual, AxisType.Explicit))

    def start(self):
        with jax.set_mesh(self.mesh):
            return 1


runner = Runner()
jax.named_call(runner.start, name='start')()
