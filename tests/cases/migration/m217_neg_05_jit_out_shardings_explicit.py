# EXPECT: none
# jit out_shardings with unreduced under an Explicit set mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    jax.jit(lambda a: a, out_shardings=P(unreduced={'x'}))(jnp.zeros(16))
