# EXPECT: none
# explicit_axes(axes=('data',)) leaves 'model' Auto inside, so the NamedSharding check passes; jax then fails on
# the UNCONSTRAINED entry in reshard with a KeyError, which no rule predicts: silence.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))
with jax.set_mesh(mesh):
    double = jax.sharding.explicit_axes(lambda a: a * 2, axes=('data',), in_sharding=P('data', P.UNCONSTRAINED))
    print(double(jnp.ones((16, 8))).shape)
