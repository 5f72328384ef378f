# EXPECT: none
# s244 with an Explicit axis in the mesh: jit resolves the PartitionSpecs against the abstract mesh, and only the
# lowering without devices fails (not one of the rules' errors: the program catches it and goes on).
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class ShapeChecker:
    def __init__(self, mesh):
        self.abstract = mesh.abstract_mesh

    def output_shape(self, fn, x):
        with jax.sharding.use_abstract_mesh(self.abstract):
            try:
                return jax.jit(fn, out_shardings=P('data', None))(x).shape
            except ValueError as exc:
                return str(exc)[:60]


mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))
print(ShapeChecker(mesh).output_shape(lambda a: a * 2, np.ones((8, 4), np.float32)))
