# EXPECT: none
# model.train_step is a module-level jax.jit with PartitionSpec in/out shardings (from logical rules);
# the loop enters the Auto mesh with jax.set_mesh, so the specs resolve against it.
import jax
import numpy as np
from jax.sharding import AxisType

from model import train_step


def train(steps):
    mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
    params = {'w1': np.ones((8, 16), np.float32), 'w2': np.ones((16, 8), np.float32)}
    with jax.set_mesh(mesh):
        for _ in range(steps):
            params = train_step(params, np.ones((16, 8), np.float32))
    return params


if __name__ == "__main__":
    train(2)
