# EXPECT: none
# A trainer closure holds its mesh through nonlocal; set_explicit() swaps it before train() runs.
import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


def make_trainer():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))

    def set_explicit():
        nonlocal mesh
        mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))

    def train(x):
        with jax.set_mesh(mesh):
            return jax.reshard(x, P("data"))

    return set_explicit, train


set_explicit, train = make_trainer()
set_explicit()
print(train(np.ones((16,), np.float32)).sharding.spec)
