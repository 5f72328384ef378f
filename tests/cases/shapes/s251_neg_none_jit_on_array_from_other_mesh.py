# EXPECT: none
# Evaluation runs under its own 8-device Explicit mesh, but the batch was placed on the 2x2 training mesh. JAX
# refuses the first operation on it inside jit (the context mesh must match the array's mesh), before the
# sharding constraint that would otherwise be refused (P.UNCONSTRAINED needs an Auto axis): none of our errors.
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P


class Evaluator:
    def __init__(self):
        self.train_mesh = Mesh(np.array(jax.devices()[:4]).reshape(2, 2), ('x', 'y'))
        self.eval_mesh = jax.make_mesh((8,), ('x',), devices=jax.devices()[:8])

    def run(self):
        batch = jax.device_put(np.ones((16, 8), np.float32), NamedSharding(self.train_mesh, P('x', None)))
        with jax.set_mesh(self.eval_mesh):
            step = jax.jit(lambda a: jax.lax.with_sharding_constraint(a * 2, P('x', P.UNCONSTRAINED)))
            return step(batch).shape


print(Evaluator().run())
