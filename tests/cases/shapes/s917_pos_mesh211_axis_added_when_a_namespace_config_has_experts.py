# EXPECT: MESH211
# Run configs are SimpleNamespaces; the mesh builder reads getattr(cfg, "num_experts", 0) and adds an 'expert'
# axis name for MoE runs, but keeps the two axis types of the dense layout.
from types import SimpleNamespace

import jax
from jax.sharding import AxisType

BASE_AXES = ("data", "tensor")
BASE_TYPES = (AxisType.Explicit, AxisType.Explicit)

DENSE = SimpleNamespace(dp=4, tp=2)
MOE = SimpleNamespace(dp=2, tp=2, ep=2, num_experts=4)


def build_mesh(cfg):
    names, shape = BASE_AXES, (cfg.dp, cfg.tp)
    if getattr(cfg, "num_experts", 0) > 1:
        names, shape = names + ("expert",), shape + (cfg.ep,)
    return jax.make_mesh(shape, names, axis_types=BASE_TYPES)


if __name__ == "__main__":
    for cfg in (DENSE, MOE):
        print(build_mesh(cfg).shape)
