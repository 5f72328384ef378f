# EXPECT: MESH203
# A schedule generator yields the training phases while it holds the mesh (with jax.set_mesh inside the
# generator) and then one last "eval" phase after its with block has closed. The consumer places each phase's
# batch with a bare PartitionSpec, so the eval batch is placed with no mesh set.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


class Step:
    def __init__(self, batch_size, features, lr):
        self.batch_size, self.features, self.lr = batch_size, features, lr

    def batch(self):
        return np.ones((self.batch_size, self.features), np.float32)


def phases(mesh):
    with jax.set_mesh(mesh):
        yield "warmup", Step(16, 4, 1e-4)
        yield "train", Step(32, 4, 1e-3)
    yield "eval", Step(16, 4, 0.0)


def run(name, step):
    x = jax.device_put(step.batch(), P("data", None))
    loss = jnp.mean(x ** 2) * step.lr
    print(name, float(loss))


def main():
    mesh = jax.make_mesh((8,), ("data",))
    for name, step in phases(mesh):
        run(name, step)


main()
