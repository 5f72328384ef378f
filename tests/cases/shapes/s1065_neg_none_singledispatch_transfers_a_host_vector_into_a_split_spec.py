# EXPECT: none
# Parameters are placed by a singledispatch function: host buffers are transferred into their layout, arrays
# already on the device only pinned with a constraint. The scale vector is a host buffer too, so it is
# transferred into P('shard') rather than pinned.
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P


@functools.singledispatch
def place(value, spec, mesh):
    raise TypeError(type(value).__name__)


@place.register
def _(value: np.ndarray, spec, mesh):
    return jax.device_put(value, NamedSharding(mesh, spec))


@place.register
def _(value: jax.Array, spec, mesh):
    return jax.lax.with_sharding_constraint(value, spec)


@place.register(dict)
def _(value, spec, mesh):
    return {k: place(v, spec[k], mesh) for k, v in value.items()}


mesh = jax.make_mesh((2, 4), ("replica", "shard"), axis_types=(AxisType.Explicit,) * 2)
params = {"kernel": np.ones((16, 16), np.float32), "scale": np.ones((16,), np.float32)}
with jax.set_mesh(mesh):
    placed = place(params, {"kernel": P(None, "shard"), "scale": P("shard")}, mesh)
    print({k: v.sharding.spec for k, v in placed.items()})
