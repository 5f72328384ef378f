# EXPECT: none
# A data loader's __iter__ yields inside `with jax.set_mesh(self.mesh)`: each pass of the consumer's loop runs
# while the generator is suspended in that block, so the bare-spec put resolves on the loader's mesh.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class Loader:
    def __init__(self, mesh):
        self.mesh = mesh

    def __iter__(self):
        with jax.set_mesh(self.mesh):
            for i in range(2):
                yield np.full((16,), i, np.float32)


for b in Loader(jax.make_mesh((8,), ("data",))):
    x = jax.device_put(b, P("data"))
print(x.sharding.spec)
