# EXPECT: none
# A config's axis_types property setter normalises what it is given; the old value it replaces was wrong.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class MeshConfig:
    def __init__(self, names):
        self.names = tuple(names)
        self._types = (AxisType.Auto,) * (len(self.names) + 1)   # filled in by the launcher

    @property
    def axis_types(self):
        return self._types

    @axis_types.setter
    def axis_types(self, value):
        if isinstance(value, AxisType):
            value = (value,) * len(self.names)
        self._types = tuple(value)


cfg = MeshConfig(["data"])
cfg.axis_types = AxisType.Explicit
mesh = jax.make_mesh((8,), cfg.names, axis_types=cfg.axis_types)
with jax.set_mesh(mesh):
    x = jax.device_put(np.arange(16.0, dtype=np.float32), P("data"))
    print(jax.lax.with_sharding_constraint(x * 2, P("data")).sharding)
