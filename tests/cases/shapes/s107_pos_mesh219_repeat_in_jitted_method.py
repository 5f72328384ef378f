# EXPECT: MESH219
# jnp.repeat of an Explicit-sharded axis inside a jitted method, under the mesh held in self.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import PartitionSpec as P


class Upsampler:
    def __init__(self):
        self.mesh = jax.make_mesh((8,), ('x',))

    def _up(self, v):
        return jnp.repeat(v, 2, axis=0)

    def run(self):
        with jax.set_mesh(self.mesh):
            v = jax.device_put(np.arange(16.), P('x'))
            return jax.jit(self._up)(v)


Upsampler().run()
