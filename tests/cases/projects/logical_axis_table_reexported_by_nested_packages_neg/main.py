# EXPECT: none
# The attention layer places its heads through the logical-axis table of app.partitioning (re-exported by the
# package's __init__, three packages away from here). "heads" maps to the 'model' axis, which this mesh makes
# Explicit like 'data': jax.sharding.reshard may move the heads there.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

from app.model import Attention


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    with jax.set_mesh(mesh):
        x = jax.device_put(jnp.ones((8, 32)), P("data", None))
        print(Attention(heads=4).split_heads(x).shape)


if __name__ == "__main__":
    main()
