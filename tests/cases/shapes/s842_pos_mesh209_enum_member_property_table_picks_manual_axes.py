# EXPECT: MESH209
# A plain Enum's members are objects of their class: the config names its strategy by member name,
# `Strategy[name]` finds the member, and its property looks the axis types up in a table keyed by members.
# The pipeline strategy's table entry is Manual, which jax.set_mesh refuses.
import enum
from dataclasses import dataclass

import jax
import jax.numpy as jnp
from jax.sharding import AxisType


class Strategy(enum.Enum):
    DATA = "data"
    PIPELINE = "pipeline"

    @property
    def axis_types(self):
        return {
            Strategy.DATA: (AxisType.Explicit, AxisType.Explicit),
            Strategy.PIPELINE: (AxisType.Explicit, AxisType.Manual),
        }[self]


@dataclass
class RunConfig:
    strategy: str = "DATA"


def mesh_for(cfg: RunConfig):
    strategy = Strategy[cfg.strategy]
    return jax.make_mesh((4, 2), ("data", "stage"), axis_types=strategy.axis_types)


if __name__ == "__main__":
    for name in ("DATA", "PIPELINE"):
        mesh = mesh_for(RunConfig(strategy=name))
        with jax.set_mesh(mesh):
            print(name, jnp.ones((8, 4)).sum())
