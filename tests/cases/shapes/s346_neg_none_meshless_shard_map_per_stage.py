# EXPECT: none
# Each stage makes its own shard_map (without mesh=) and calls it under its mesh; a stage that repeats the
# same mesh shape may reuse one: equal abstract meshes match.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def body(x):
    return x * 2


class Stage:
    def __init__(self, shape):
        self.mesh = jax.make_mesh(shape, ("data", "model"))
        self.scale = jax.jit(jax.shard_map(body, in_specs=P(), out_specs=P()))

    def run(self, x):
        with jax.set_mesh(self.mesh):
            return self.scale(x)


shared = jax.shard_map(body, in_specs=P(), out_specs=P())
for shape in [(4, 2), (4, 2)]:
    with jax.set_mesh(jax.make_mesh(shape, ("data", "model"))):
        shared(jnp.ones((4, 16)))
for stage in [Stage((4, 2)), Stage((2, 4))]:
    print(stage.run(jnp.ones((4, 16))).shape)
