# EXPECT: none
# A str-mixin Enum's members compared with `is`: the config asks for FULLY_EXPLICIT, so both axes are
# Explicit and resharding onto the model axis is allowed.
import enum
from types import SimpleNamespace

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class ShardMode(str, enum.Enum):
    FULLY_EXPLICIT = "fully_explicit"
    HYBRID = "hybrid"


def axis_types_for(mode):
    if mode is ShardMode.FULLY_EXPLICIT:
        return (AxisType.Explicit, AxisType.Explicit)
    return (AxisType.Explicit, AxisType.Auto)


def run(cfg):
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=axis_types_for(cfg.mode))
    with jax.set_mesh(mesh):
        x = jnp.ones((8, 16), out_sharding=P("data", None))
        return jax.reshard(x, P("data", "model"))


if __name__ == "__main__":
    print(run(SimpleNamespace(mode=ShardMode.FULLY_EXPLICIT)).sharding)
