# EXPECT: none
# The same loader placing the batch row-sharded, as the in_spec says.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Loader:
    def __init__(self, rows, cols):
        self.shape = (rows, cols)

    def load(self):
        return jax.device_put(jnp.ones((16, 8)), P("data", None))


row_norms = jax.shard_map(lambda b: jnp.sum(b, axis=1), in_specs=P("data", None), out_specs=P("data"))

with jax.set_mesh(jax.make_mesh((8,), ("data",))):
    print(row_norms(Loader(16, 8).load()).shape)
