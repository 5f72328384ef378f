# EXPECT: none
# Written for reach-2: twin of g204 through jax.checkpoint, which traces: set_mesh raises its "outside of jax.jit"
# error first.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType


class Runner:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('x', 'y'), axis_types=(AxisType.Manual, AxisType.Explicit))

    def start(self, x):
        with jax.set_mesh(self.mesh):
            return x


runner = Runner()
jax.checkpoint(runner.start)(jnp.ones((2,)))
