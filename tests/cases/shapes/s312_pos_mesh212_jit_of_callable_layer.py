# EXPECT: MESH212
# jax.jit of a callable layer object (its __call__ is traced): the NamedSharding names 'data', an Explicit axis of
# the make_mesh mesh, which with_sharding_constraint refuses (it may only name Auto axes).
import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


class Layer:
    def __init__(self, mesh):
        self.mesh = mesh

    def __call__(self, x):
        return jax.lax.with_sharding_constraint(x, NamedSharding(self.mesh, P("data")))


layer = Layer(jax.make_mesh((8,), ("data",)))
jax.jit(layer)(jnp.ones((8,)))
