# EXPECT: MESH220
# Layer layouts alternate column- and row-parallel, taken from an itertools.cycle zipped with the layer names.
# The third layer is another row-parallel one (a replicated weight), so its output stays P('batch', None) while
# the cycle is back at the column-parallel layout: the constraint is an assert under an all-Explicit mesh.
import itertools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

LAYERS = ("up", "down", "down2")


def forward(x, weights):
    layouts = itertools.cycle([P("batch", "model"), P("batch", None)])
    for name, layout in zip(LAYERS, layouts):
        x = jnp.tanh(x @ weights[name])
        x = jax.lax.with_sharding_constraint(x, layout)
    return x


mesh = jax.make_mesh((2, 4), ("batch", "model"), axis_types=(AxisType.Explicit,) * 2)
with jax.set_mesh(mesh):
    column = jax.device_put(jnp.ones((16, 16)), P(None, "model"))
    row = jax.device_put(jnp.ones((16, 16)), P(None, None))
    weights = {"up": column, "down": row, "up2": column, "down2": row}
    x = jax.device_put(jnp.ones((8, 16)), P("batch", None))
    print(jax.jit(forward)(x, weights).sharding.spec)
