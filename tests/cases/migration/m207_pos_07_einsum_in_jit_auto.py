# EXPECT: MESH207
# A jitted einsum with out_sharding on an Auto axis, called under the Auto mesh.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))


@jax.jit
def proj(x, w):
    return jnp.einsum('bd,df->bf', x, w, out_sharding=P('data', 'model'))


with jax.set_mesh(mesh):
    proj(jnp.ones((8, 4)), jnp.ones((4, 8)))
