# EXPECT: MESH216
# Written for reach-2: twin of g220 with a numpy input (nothing runs eagerly): jax traces the loss first, and
# NamedSharding refuses P.UNCONSTRAINED on the all-Explicit mesh before any lowering.
import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


class Probe:
    def __init__(self):
        self.mesh = jax.make_mesh((4, 2), ('x', 'y'))

    def loss(self, w):
        NamedSharding(self.mesh, P('x', P.UNCONSTRAINED))
        return w.sum()

    def run(self):
        with jax.sharding.use_abstract_mesh(self.mesh.abstract_mesh):
            w = np.zeros((8,), np.float32)
            return jax.jit(self.loss)(w)


Probe().run()
