# EXPECT: MESH220
# Written for reach-2: a callable module object (bound to a name) jits its forward method; the input was made with
# no mesh, and the forward constrains it with jax.NamedSharding over the all-Explicit mesh it holds.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Block:
    def __init__(self, mesh):
        self.mesh = mesh

    def forward(self, h):
        return jax.lax.with_sharding_constraint(h + 1, jax.NamedSharding(self.mesh, P(None, 'model')))

    def __call__(self, h):
        with jax.set_mesh(self.mesh):
            return jax.jit(self.forward)(h)


block = Block(jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2))
block(jnp.zeros((8, 4)))
