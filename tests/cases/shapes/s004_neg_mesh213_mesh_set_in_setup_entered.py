# EXPECT: none
# Flax-style setup(): self.mesh set in setup(); run() enters jax.set_mesh(self.mesh) around the mesh-less shard_map.
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


class Model:
    def setup(self):
        self.mesh = jax.make_mesh((8,), ('batch',))
        self.fn = jax.shard_map(lambda x: x - jax.lax.pmean(x, 'batch'),
                                in_specs=P('batch'), out_specs=P('batch'))

    def run(self, x):
        with jax.set_mesh(self.mesh):
            return self.fn(jax.device_put(x, P('batch')))


m = Model()
m.setup()
m.run(jnp.ones((16,)))
