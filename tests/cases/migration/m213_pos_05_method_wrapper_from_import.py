# EXPECT: MESH213
# `from jax import shard_map` in a model class; the forward pass runs with no mesh set.
import jax
import jax.numpy as jnp
from jax import shard_map
from jax.sharding import PartitionSpec as P


class DataParallelModel:
    def __init__(self):
        self.w = jnp.ones((4, 4))
        self._fwd = shard_map(self._local_forward, in_specs=(P(), P('data')), out_specs=P('data'))

    @staticmethod
    def _local_forward(w, x):
        return x @ w

    def __call__(self, x):
        return self._fwd(self.w, x)


model = DataParallelModel()
mesh = jax.make_mesh((8,), ('data',))
model(jnp.ones((16, 4)))
