# EXPECT: MESH222
# The training loop zips a step counter with an endless loader; the loader splits each batch over both mesh
# axes, while the data-parallel shard_map step expects it split over 'data' alone.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


class Loader:
    def __init__(self, mesh, batch_size):
        self.mesh = mesh
        self.batch_size = batch_size

    def __iter__(self):
        rng = np.random.default_rng(0)
        while True:
            x = rng.normal(size=(self.batch_size, 8)).astype(np.float32)
            yield jax.device_put(x, NamedSharding(self.mesh, P(("data", "model"), None)))


def make_step(mesh):
    def local_loss(x):
        return jnp.sum(x * x, axis=1)

    return jax.jit(jax.shard_map(local_loss, mesh=mesh, in_specs=P("data", None), out_specs=P("data")))


def main():
    mesh = jax.make_mesh((2, 4), ("data", "model"), axis_types=(AxisType.Explicit, AxisType.Explicit))
    step_fn = make_step(mesh)
    with jax.set_mesh(mesh):
        for step, batch in zip(range(3), Loader(mesh, 16)):
            losses = step_fn(batch)
            print(step, losses.shape)


if __name__ == "__main__":
    main()
