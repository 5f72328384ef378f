# EXPECT: MESH214
# A nested shard_map given the outer mesh: inside the outer body the context mesh has the body's Manual axis
# ('data'), so the inner jax.shard_map(mesh=mesh) is called under another abstract mesh and JAX raises.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


class Block:
    def __init__(self, mesh):
        self.mesh = mesh

    def inner(self, x):
        return jax.shard_map(lambda y: y * 2, mesh=self.mesh, in_specs=P(None, 'model'),
                             out_specs=P(None, 'model'))(x)

    def __call__(self, x):
        outer = jax.shard_map(self.inner, mesh=self.mesh, in_specs=P('data'), out_specs=P('data'),
                              axis_names=frozenset({'data'}))
        return jax.jit(outer)(x)


mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Explicit,) * 2)
print(Block(mesh)(jnp.ones((8, 8))).shape)
