# EXPECT: MESH205
# The first batch is peeked through a temporary iterator to size a buffer: nothing holds the generator after
# that, CPython finalizes it at once and its `with jax.set_mesh` exits, so the buffer is made with no mesh.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P


class Loader:
    def __init__(self, mesh, batch=16, seq=8):
        self.mesh, self.batch, self.seq = mesh, batch, seq

    def batches(self, steps=4):
        rng = np.random.default_rng(0)
        with jax.set_mesh(self.mesh):
            for _ in range(steps):
                yield jax.device_put(rng.standard_normal((self.batch, self.seq)).astype(np.float32),
                                     P("data", None))


def main():
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Explicit,))
    loader = Loader(mesh)
    sample = next(iter(loader.batches()))
    bs, seq = sample.shape
    buffer = jnp.zeros((bs, seq), dtype=jnp.float32, out_sharding=P("data", None))
    print((buffer + sample).sharding.spec)


if __name__ == "__main__":
    main()
