# EXPECT: none
# Layer layouts alternate column- and row-parallel, taken from an itertools.cycle zipped with the layer names;
# the layers alternate the same way, so every constraint holds.
import itertools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

LAYERS = ("up", "down", "up2")


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
