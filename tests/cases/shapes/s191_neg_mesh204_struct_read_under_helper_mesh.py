# EXPECT: none
# The struct is made with no mesh set and only read inside a helper that enters the mesh first: the read
# resolves the spec on that mesh, which accepts it.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'))
inputs = jax.ShapeDtypeStruct((16, 8), jnp.float32, sharding=P('data', None))


def report(struct):
    with jax.set_mesh(mesh):
        return str(struct.sharding)


print(report(inputs))
