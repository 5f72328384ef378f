# EXPECT: none
# Under use_abstract_mesh jit resolves the spec against the abstract mesh, then fails differently (no devices to lower for).
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, use_abstract_mesh

mesh = jax.make_mesh((8,), ('x',))
f = jax.jit(lambda a: a + 1, in_shardings=P('x'))
with use_abstract_mesh(mesh.abstract_mesh):
    f(jnp.arange(16.0))
