# EXPECT: MESH203
# The loader builds its batches under its mesh but yields them after the block has ended: the consumer's loop
# body runs with no mesh set, and the bare-spec put fails.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class Loader:
    def __init__(self, mesh):
        self.mesh = mesh

    def __iter__(self):
        with jax.set_mesh(self.mesh):
            batches = [np.full((16,), i, np.float32) for i in range(2)]
        for b in batches:
            yield b


for b in Loader(jax.make_mesh((8,), ("data",))):
    x = jax.device_put(b, P("data"))
print(x.sharding.spec)
