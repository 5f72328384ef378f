# EXPECT: MESH222
# A synthetic data loader draws host batches from a NumPy Generator and feeds them straight to a shard_map over
# an all-Explicit mesh: a host array is replicated there, and in_specs P('data') asks for it split.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


class SyntheticLoader:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def next_batch(self):
        return self.rng.normal(size=(16, 4)).astype(np.float32)


mesh = jax.make_mesh((8,), ("data",))
step = jax.shard_map(lambda b: b * 2, mesh=mesh, in_specs=P("data"), out_specs=P("data"))
loader = SyntheticLoader(0)
batch = loader.next_batch()
print(step(batch).shape)
