# EXPECT: MESH208
# An evaluator class keeps an explicit_axes-wrapped step and calls it per batch in a comprehension; the
# mesh is entered only around training, so evaluation runs with an empty context mesh.
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
    pass  # training would run here
print(evaluator.run([jnp.ones((16, 4)), jnp.zeros((16, 4))]))
