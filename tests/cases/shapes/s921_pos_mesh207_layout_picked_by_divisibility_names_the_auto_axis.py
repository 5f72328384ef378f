# EXPECT: MESH207
# A KV-cache layout helper walks (dimension, axis) pairs with itertools.product, last dimension first, and puts
# the first preferred mesh axis that divides a dimension of the cache's spelled-out shape there. It picks
# 'model', which this hybrid mesh leaves Auto, and reshard may only name Explicit axes.
import itertools

import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P

AXIS_TYPES = {"data": AxisType.Explicit, "model": AxisType.Auto}


def layout_for(mesh, shape, prefer=("model", "data")):
    sizes = dict(mesh.shape)
    layout = [None] * len(shape)
    for dim, ax in itertools.product(range(len(shape) - 1, -1, -1), prefer):
        if ax in layout:
            continue
        if shape[dim] % sizes[ax] == 0:
            layout[dim] = ax
            break
    return P(*layout)


if __name__ == "__main__":
    names = tuple(AXIS_TYPES)
    mesh = jax.make_mesh((2, 4), names, axis_types=tuple(AXIS_TYPES[n] for n in names))
    cache = jnp.zeros((4, 16, 8, 32))
    with jax.set_mesh(mesh):
        cache = jax.sharding.reshard(cache, layout_for(mesh, cache.shape))
    print(cache.sharding.spec)
