# EXPECT: MESH207
# A mesh factory takes **kwargs, pops its own option and passes the rest on; the legacy option selects Auto
# axes, and the caller then asks for an out_sharding over them.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

BASE = dict(axis_shapes=(8,), axis_names=("d",))


def make_mesh(**kwargs):
    options = {**BASE, **kwargs}
    if options.pop("legacy", False):
        options["axis_types"] = (AxisType.Auto,)
    return jax.make_mesh(**options)


with jax.set_mesh(make_mesh(legacy=True)):
    print(jnp.zeros((8,), out_sharding=P("d")))
