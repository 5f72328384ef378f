# EXPECT: none
# Written for reach-2: twin of g226 whose input is put on P(None, 'model') first: the constraint's assert holds.
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
            h = jax.device_put(h, jax.NamedSharding(self.mesh, P(None, 'model')))
            return jax.jit(self.forward)(h)


block = Block(jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2))
block(jnp.zeros((8, 4)))
