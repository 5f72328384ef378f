# EXPECT: MESH206
# Shape inference under use_abstract_mesh alone, with the mesh's default Auto axes: jit resolves bare
# PartitionSpecs only against an abstract mesh with an Explicit axis (jax 0.10, pjit.get_ctx_mesh); an all-Auto
# one counts as no mesh, so jit asks for a non-empty mesh in context.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class ShapeChecker:
    def __init__(self, mesh):
        self.abstract = mesh.abstract_mesh

    def output_shape(self, fn, x):
        with jax.sharding.use_abstract_mesh(self.abstract):
            return jax.jit(fn, out_shardings=P('data', None))(x).shape


mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
print(ShapeChecker(mesh).output_shape(lambda a: a * 2, np.ones((8, 4), np.float32)))
