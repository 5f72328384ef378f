# EXPECT: MESH211
# A dataclass config whose axis_types default comes from a default_factory function: one type for two axes.
import dataclasses
import jax
from jax.sharding import AxisType


def _default_types():
    return (AxisType.Explicit,)


@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: tuple = (4, 2)
    names: tuple = ('data', 'model')
    axis_types: tuple = dataclasses.field(default_factory=_default_types)


def make(cfg: MeshConfig):
    return jax.make_mesh(cfg.shape, cfg.names, axis_types=cfg.axis_types)


make(MeshConfig())
