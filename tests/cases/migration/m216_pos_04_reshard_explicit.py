# EXPECT: MESH216
# jax.reshard to a spec with P.UNCONSTRAINED under an Explicit mesh.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
with jax.set_mesh(mesh):
    a = jnp.zeros((16,), out_sharding=P('x'))
    b = jax.reshard(a, P(P.UNCONSTRAINED))
