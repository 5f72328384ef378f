# EXPECT: MESH214
# A jitted shard_map without mesh= is made once at import and reused by two training stages on meshes of
# different shapes: it keeps the context mesh of its first call, and the second stage's call is refused.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@jax.jit
@jax.shard_map(in_specs=P(), out_specs=P())
def scale(x):
    return x * 2


class Stage:
    def __init__(self, shape):
        self.mesh = jax.make_mesh(shape, ("data", "model"))

    def run(self, x):
        with jax.set_mesh(self.mesh):
            return scale(x)


for stage in [Stage((4, 2)), Stage((2, 4))]:
    print(stage.run(jnp.ones((4, 16))).shape)
