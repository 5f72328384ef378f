# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_00992), shrunk; analyzer disagreed: fn MESH209 | tlag.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

class Trainer_1:

    def __init__(self):
        self.mesh = Mesh(np.array(jax.devices()[:8]).reshape((8,)), ('data',), axis_types=(AxisType.Manual,))

    def run(self):
        jax.set_mesh(self.mesh)
Trainer_1().run()
