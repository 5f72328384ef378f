# EXPECT: MESH220
# Topologies register themselves by shape when subclassed, and cache their mesh in a classmethod. The layer,
# run under the (2, 4) topology's all-Explicit mesh, constrains an activation split over 'data' alone to
# P('data', 'seq', None): a constraint may not move data there.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

from layers import layer


class Topology:
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Topology.registry[cls.shape] = cls

    @classmethod
    def mesh(cls):
        if not hasattr(cls, "_mesh"):
            cls._mesh = jax.make_mesh(cls.shape, cls.axes, axis_types=(AxisType.Explicit,) * len(cls.axes))
        return cls._mesh


class Slice2x4(Topology):
    shape = (2, 4)
    axes = ("data", "seq")


class Slice8(Topology):
    shape = (8,)
    axes = ("data",)


if __name__ == "__main__":
    topology = Topology.registry[(2, 4)]
    with jax.set_mesh(topology.mesh()):
        x = jax.device_put(jnp.ones((2, 8, 16)), P("data", None, None))
        print(layer(x, jnp.eye(16) * 0.5).sharding.spec)
