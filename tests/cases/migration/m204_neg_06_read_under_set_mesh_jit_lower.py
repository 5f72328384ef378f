# EXPECT: none
# The struct is lowered through jit under jax.set_mesh: correct use.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ('x',))
sds = jax.ShapeDtypeStruct((16,), jnp.float32, sharding=P('x'))
with jax.set_mesh(mesh):
    lowered = jax.jit(lambda x: x * 2).lower(sds)
    print(lowered.as_text()[:10])
