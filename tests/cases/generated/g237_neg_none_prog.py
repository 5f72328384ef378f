# EXPECT: none
# Made under an all-Explicit mesh but its sharding is never read: nothing resolves the spec.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    s = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=P('data', P.UNCONSTRAINED))
    print(s.shape)
