# EXPECT: MESH211
# dataclasses.replace shrinks the mesh to 2 axes for evaluation but keeps the 3 axis types filled in by __post_init__.
import dataclasses
from typing import Optional, Tuple
import jax
from jax.sharding import AxisType


@dataclasses.dataclass(frozen=True)
class MeshConfig:
    shape: Tuple[int, ...] = (2, 2, 2)
    names: Tuple[str, ...] = ("replica", "data", "model")
    axis_types: Optional[Tuple[AxisType, ...]] = None

    def __post_init__(self):
        if self.axis_types is None:
            object.__setattr__(self, "axis_types", (AxisType.Explicit,) * len(self.names))


class Cluster:
    def __init__(self, cfg: MeshConfig):
        self.mesh = jax.make_mesh(cfg.shape, cfg.names, axis_types=cfg.axis_types)


train_cfg = MeshConfig()
eval_cfg = dataclasses.replace(train_cfg, shape=(2, 4), names=("data", "model"))
print(Cluster(train_cfg).mesh.axis_types)
print(Cluster(eval_cfg).mesh.axis_types)
