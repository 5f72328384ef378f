# EXPECT: none
# A factory returns jax.jit(step, in_shardings=P(...)); the step is called inside jax.set_mesh (correct).
import jax, numpy as np
from jax.sharding import AxisType, PartitionSpec as P


def make_train_step(lr):
    def step(w, g):
        return w - lr * g
    return jax.jit(step, in_shardings=(P('data'), P('data')), out_shardings=P('data'))


mesh = jax.make_mesh((8,), ('data',), axis_types=(AxisType.Auto,))
train_step = make_train_step(0.1)
with jax.set_mesh(mesh):
    train_step(np.ones((16,), np.float32), np.ones((16,), np.float32))
