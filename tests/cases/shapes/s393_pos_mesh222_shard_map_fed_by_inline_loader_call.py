# EXPECT: MESH222
# The batch comes straight from a loader call written as the shard_map function's argument: the loader placed
# it column-sharded, but the in_spec asks for rows over 'data'.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Loader:
    def __init__(self, rows, cols):
        self.shape = (rows, cols)

    def load(self):
        return jax.device_put(jnp.ones((16, 8)), P(None, "data"))


row_norms = jax.shard_map(lambda b: jnp.sum(b, axis=1), in_specs=P("data", None), out_specs=P("data"))

with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    print(row_norms(Loader(16, 8).load()).shape)
