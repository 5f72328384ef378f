# EXPECT: none
# Correct: with jax.set_mesh in effect the PartitionSpec resolves to a NamedSharding.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
with jax.set_mesh(mesh):
    spec = jax.ShapeDtypeStruct((32, 16), jnp.float32, sharding=P('data', None))
    print(spec.sharding)
