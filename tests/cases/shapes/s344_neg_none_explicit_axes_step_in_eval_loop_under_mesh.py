# EXPECT: none
# The same evaluator, run under the mesh: explicit_axes makes 'data' Explicit for the step.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Evaluator:
    def __init__(self):
        self.step = jax.sharding.explicit_axes(self._score, axes="data", in_sharding=P("data", None))

    @staticmethod
    def _score(batch):
        return jnp.mean(batch * batch)

    def run(self, batches):
        return [float(self.step(b)) for b in batches]


mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
evaluator = Evaluator()
with jax.set_mesh(mesh):
    print(evaluator.run([jnp.ones((16, 4)), jnp.zeros((16, 4))]))
