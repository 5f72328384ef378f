# EXPECT: none
# The same factory without the legacy option: make_mesh's default axis types (Explicit) allow the out_sharding.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

BASE = dict(axis_shapes=(8,), axis_names=("d",))


def make_mesh(**kwargs):
    options = {**BASE, **kwargs}
    if options.pop("legacy", False):
        options["axis_types"] = (AxisType.Auto,)
    return jax.make_mesh(**options)


with jax.set_mesh(make_mesh()):
    print(jnp.zeros((8,), out_sharding=P("d")).sharding.spec)
