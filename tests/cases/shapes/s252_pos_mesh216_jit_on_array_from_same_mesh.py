# EXPECT: MESH216
# s251 with the batch placed on the evaluation mesh itself: the jitted function traces, and the constraint's
# P.UNCONSTRAINED on a mesh with no Auto axis is refused.
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P


class Evaluator:
    def __init__(self):
        self.train_mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ('x', 'y'))
        self.eval_mesh = jax.make_mesh((8,), ('x',), devices=jax.devices()[:8])

    def run(self):
        batch = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(self.eval_mesh, P('x', None)))
        with jax.set_mesh(self.eval_mesh):
            step = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('x', P.UNCONSTRAINED)))
            return step(batch).shape


print(Evaluator().run())
