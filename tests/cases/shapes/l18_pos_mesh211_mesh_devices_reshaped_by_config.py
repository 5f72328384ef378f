# EXPECT: MESH211
# A frozen dataclass config gives the devices' shape, the axis names and (one too few) axis types to
# jax.sharding.Mesh; the mesh constructor raises before the legacy `with mesh:` block runs anything.
import dataclasses
import jax
import numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (4, 2)
    names: tuple = ('data', 'model')
    types: tuple = (AxisType.Explicit,)


def build(config: MeshConfig) -> Mesh:
    devices = np.array(jax.devices()[:8]).reshape(config.shape)
    return Mesh(devices, config.names, axis_types=config.types)


mesh = build(MeshConfig())
with mesh:
    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('model', None))
