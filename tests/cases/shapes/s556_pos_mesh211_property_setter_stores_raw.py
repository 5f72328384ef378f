# EXPECT: MESH211
# The MeshSpec setter stores a bare AxisType as a 1-tuple, so a 2-axis mesh gets one axis type.
import jax
from jax.sharding import AxisType


class MeshSpec:
    def __init__(self, shape, names):
        self.shape = shape
        self.names = names
        self._axis_types = (AxisType.Explicit,) * len(names)

    @property
    def axis_types(self):
        return self._axis_types

    @axis_types.setter
    def axis_types(self, value):
        if isinstance(value, AxisType):
            value = (value,)
        self._axis_types = tuple(value)

    def make(self):
        return jax.make_mesh(self.shape, self.names, axis_types=self.axis_types)


spec = MeshSpec((2, 4), ("data", "model"))
spec.axis_types = AxisType.Auto
print(spec.make().axis_types)
