# EXPECT: none
# Same 2D weight-gathering helper; the gathered spec marks 'fsdp' as reduced.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

MESH_SHAPE = {"fsdp": 4, "tensor": 2}


def gather_for_matmul(w, keep_axis="tensor"):
    """All-gather the FSDP dimension of a [in, out] weight, keep the tensor-parallel dimension."""
    return top_level_all_gather(w, P(None, keep_axis, reduced={"fsdp"}))


class Linear:
    def __init__(self, din, dout):
        self.din, self.dout = din, dout

    def init(self):
        return np.arange(self.din * self.dout, dtype=np.float32).reshape(self.din, self.dout) / 100.0

    def apply(self, w, x):
        return x @ gather_for_matmul(w)


def main():
    mesh = jax.make_mesh(tuple(MESH_SHAPE.values()), tuple(MESH_SHAPE))
    layer = Linear(8, 2)
    with jax.set_mesh(mesh):
        w = jax.device_put(layer.init(), P("fsdp", "tensor"))
        x = jnp.ones((4, 8))
        print(layer.apply(w, x).shape)


main()
