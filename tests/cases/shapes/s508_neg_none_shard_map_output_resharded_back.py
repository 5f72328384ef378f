# EXPECT: none
# The same smoothing loop, resharding each pass's output back to replicated before the next pass.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


class Smoother:
    def __init__(self, mesh):
        self.step = jax.shard_map(self._local, mesh=mesh, in_specs=P(), out_specs=P("data"))

    @staticmethod
    def _local(v):
        return v * 0.5

    def run(self, v, passes=2):
        for _ in range(passes):
            v = jax.reshard(self.step(v), P())
        return v


if __name__ == "__main__":
    mesh = jax.make_mesh((8,), ("data",))
    with jax.set_mesh(mesh):
        print(Smoother(mesh).run(np.ones(4, np.float32)).shape)
