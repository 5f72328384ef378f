# EXPECT: none
# A plain Enum's member is not equal to its value: `cfg.strategy == "pipeline"` is False for
# Strategy.PIPELINE, so the Manual-axis mesh is never built and the Explicit one is entered.
import enum
from types import SimpleNamespace

import jax
import jax.numpy as jnp
from jax.sharding import AxisType


class Strategy(enum.Enum):
    DATA = "data"
    PIPELINE = "pipeline"


def build_mesh(cfg):
    if cfg.strategy == "pipeline":
        return jax.make_mesh((4, 2), ("data", "stage"), axis_types=(AxisType.Explicit, AxisType.Manual))
    return jax.make_mesh((4, 2), ("data", "stage"), axis_types=(AxisType.Explicit, AxisType.Explicit))


if __name__ == "__main__":
    cfg = SimpleNamespace(strategy=Strategy.PIPELINE)
    with jax.set_mesh(build_mesh(cfg)):
        print(jnp.ones((8, 4)).sum())
