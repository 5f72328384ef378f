# EXPECT: none
# The tile layout is picked from how many elements each device holds (math.prod of the mesh shape) and the
# array's size after a reshape: a wide matrix keeps the axis order, which is the array's own sharding, so the
# in_specs match it.
import math
from functools import partial

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def layout_for(mesh, rows, cols):
    names = list(mesh.axis_names)
    per_device = rows * cols // math.prod(mesh.axis_sizes)
    return names[::-1] if per_device >= cols and rows > cols else names


def normalize(mesh, x):
    layout = layout_for(mesh, *x.shape)

    @partial(jax.shard_map, mesh=mesh, in_specs=P(*layout), out_specs=P(*layout))
    def local(block):
        return block / (jnp.max(jnp.abs(block)) + 1.0)

    return local(x)


mesh = jax.make_mesh((2, 4), ("rows", "cols"))
x = jnp.arange(64 * 8, dtype=jnp.float32).reshape(8, -1)
x = jax.device_put(x, NamedSharding(mesh, P("rows", "cols")))
with jax.set_mesh(mesh):
    print(normalize(mesh, x).shape)
