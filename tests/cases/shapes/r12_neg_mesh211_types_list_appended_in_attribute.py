# EXPECT: none
# A builder collects axis types in a list attribute with append(); the tuple of it has one type per name (correct).
import jax
from jax.sharding import AxisType


class MeshBuilder:
    def __init__(self):
        self.types = []

    def add_axis(self, kind):
        self.types.append(kind)
        return self


b = MeshBuilder()
b.types.append(AxisType.Explicit)
b.types.append(AxisType.Explicit)
mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=tuple(b.types))
