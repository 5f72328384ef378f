# EXPECT: MESH213
# Flax-style setup(): self.mesh is set in setup(), but run() calls a mesh-less shard_map without entering it.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Model:
    def setup(self):
        self.mesh = jax.make_mesh((8,), ('batch',))
        self.fn = jax.shard_map(lambda x: x - jax.lax.pmean(x, 'batch'),
                                in_specs=P('batch'), out_specs=P('batch'))

    def run(self, x):
        return self.fn(x)


m = Model()
m.setup()
m.run(jnp.ones((16,)))
