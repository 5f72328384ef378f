import jax
from jax.sharding import AxisType


class MeshConfig:
    axis_type = AxisType.Auto

    @classmethod
    def use_explicit(cls):
        cls.axis_type = AxisType.Explicit

    def build(self):
        return jax.make_mesh((8,), ("d",), axis_types=(self.axis_type,))
