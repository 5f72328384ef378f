# EXPECT: MESH203
# A helper leaves tracers alone and places concrete arrays with a bare spec. Called eagerly (outside any
# transform) with a jnp array, that array is no Tracer: the bare-spec device_put runs with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("data",))


def maybe_place(x):
    if isinstance(x, jax.core.Tracer):
        return x
    return jax.device_put(x, P("data"))


@jax.jit
def step(x):
    return maybe_place(x) * 2


a = maybe_place(jnp.arange(16.0))
print(step(a))
