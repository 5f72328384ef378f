# EXPECT: MESH221
# A row-parallel projection written with shard_map over an Auto mesh: the contraction dimension is split over
# 'model', so each shard's jnp.dot is a partial sum that varies over 'model', and out_specs P('data', None)
# claims it is replicated there (no psum).
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
            return jnp.dot(h_blk, w_blk)

        return proj(h, w)


if __name__ == "__main__":
    mesh = Mesh(np.array(jax.devices()).reshape(2, 4), ("data", "model"))
    layer = RowParallel(mesh)
    h = jax.device_put(jnp.ones((8, 32)), NamedSharding(mesh, layer.specs["act"]))
    w = jax.device_put(jnp.ones((32, 16)), NamedSharding(mesh, layer.specs["w"]))
    print(jax.jit(layer)(h, w).shape)
