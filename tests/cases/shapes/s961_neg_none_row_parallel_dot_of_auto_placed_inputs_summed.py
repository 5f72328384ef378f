# EXPECT: none
# The same row-parallel projection, with the partial sums reduced over 'model' before they leave the shard_map:
# the output no longer varies over it.
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

LAYOUT = {"act": ("data", "model"), "w": ("model", None), "out": ("data", None)}


class RowParallel:
    def __init__(self, mesh):
        self.mesh = mesh
        self.specs = dict((k, P(*axes)) for k, axes in LAYOUT.items())

    def __call__(self, h, w):
        s = self.specs

        @functools.partial(jax.shard_map, mesh=self.mesh, in_specs=(s["act"], s["w"]), out_specs=s["out"])
        def proj(h_blk, w_blk):
            return jax.lax.psum(jnp.dot(h_blk, w_blk), "model")

        return proj(h, w)


if __name__ == "__main__":
    mesh = Mesh(np.array(jax.devices()).reshape(2, 4), ("data", "model"))
    layer = RowParallel(mesh)
    h = jax.device_put(jnp.ones((8, 32)), NamedSharding(mesh, layer.specs["act"]))
    w = jax.device_put(jnp.ones((32, 16)), NamedSharding(mesh, layer.specs["w"]))
    print(jax.jit(layer)(h, w).shape)
