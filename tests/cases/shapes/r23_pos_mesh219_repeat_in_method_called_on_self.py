# EXPECT: MESH219
# A decoder's forward() shards activations under its mesh and calls self.upsample(h), which repeats the sharded axis.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import PartitionSpec as P


class Decoder:
    def __init__(self, factor):
        self.factor = factor
        self.mesh = jax.make_mesh((8,), ('batch',))

    def upsample(self, h):
        return jnp.repeat(h, self.factor, axis=0)

    def forward(self):
        with jax.set_mesh(self.mesh):
            h = jax.device_put(np.ones((16, 4), np.float32), P('batch', None))
            return self.upsample(h)


Decoder(2).forward()
