# EXPECT: MESH217
# A frozen dataclass config chooses Auto axis types; the optimizer builds an unreduced gradient sharding from it.
import dataclasses
import jax
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@dataclasses.dataclass(frozen=True)
class OptConfig:
    mesh_shape: tuple = (8,)
    mesh_axes: tuple = ('x',)
    explicit: bool = False


def grad_sharding(cfg):
    kind = AxisType.Explicit if cfg.explicit else AxisType.Auto
    mesh = jax.make_mesh(cfg.mesh_shape, cfg.mesh_axes, axis_types=(kind,))
    return NamedSharding(mesh, P(None, unreduced={'x'}))


grad_sharding(OptConfig())
