# EXPECT: MESH206
# A factory returns a jit (bare specs) of a nested train_step; the final call is made after `with jax.set_mesh` exits.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P
def make_train_step():
    def train_step(w, batch):
        return w - 0.01 * batch.mean(0)
    return jax.jit(train_step, in_shardings=(P(), P("data", None)), out_shardings=P())
step = make_train_step()
mesh = jax.make_mesh((8,), ("data",))
w = np.zeros((4,), np.float32)
with jax.set_mesh(mesh):
    w = step(w, jax.device_put(np.ones((16, 4), np.float32), P("data", None)))
step(w, np.ones((16, 4), np.float32))
