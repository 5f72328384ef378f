# EXPECT: MESH209
# Generated (tests/generator seed 104, p104_00431), shrunk; analyzer disagreed: fn MESH209 | mig.sds.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

class Trainer_1:

    def __init__(self):
        self.mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('x', 'y', 'z'), axis_types=(AxisType.Manual, AxisType.Auto, AxisType.Auto))

    def run(self):
        with jax.set_mesh(self.mesh):
            pass
Trainer_1().run()
