# EXPECT: MESH203
# Generated (tests/generator seed 106, p106_00506), shrunk; analyzer disagreed: fn MESH203 | mig.all_gather_reduced.
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = Mesh(np.array(jax.devices()[:4]).reshape((2, 2)), ('x', 'y'), axis_types=(AxisType.Explicit,) * 2)
with jax.sharding.use_abstract_mesh(mesh.abstract_mesh):

    def stage_1():
        w = jax.device_put(np.arange(16.0, dtype=np.float32), P())
    jax.named_call(stage_1, name='stage')()
