# EXPECT: none
# The same decorator factories under jax.set_mesh of an Auto mesh: explicit_axes makes 'data' Explicit for the
# body, auto_axes gives the result back resharded to out_sharding.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P


@jax.sharding.explicit_axes(in_sharding=P("data"))
def scaled_sum(x):
    return jnp.sum(x * 2.0)


@jax.sharding.auto_axes(out_sharding=P("data"))
def doubled(x):
    return x * 2


mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
with jax.set_mesh(mesh):
    print(scaled_sum(jnp.arange(16.0)))
emesh = jax.make_mesh((8,), ("data",))
with jax.set_mesh(emesh):
    print(doubled(jnp.arange(16.0)).sharding.spec)
