# EXPECT: none
# The shards are made up front by a generator that holds the mesh while it runs; list() drains it, and the
# reduction's shard_map (no mesh= of its own) is called under the caller's own `with jax.set_mesh` block.
from functools import partial

import jax
import numpy as np
from jax.sharding import AxisType, PartitionSpec as P

mesh = jax.make_mesh((8,), ("i",), axis_types=(AxisType.Explicit,))


def shards(n):
    with jax.set_mesh(mesh):
        for k in range(n):
            yield jax.device_put(np.full((16,), k, np.float32), P("i"))


@partial(jax.shard_map, in_specs=P("i"), out_specs=P())
def global_sum(x):
    return jax.lax.psum(x.sum(keepdims=True), "i")


def main():
    arrays = list(shards(3))
    with jax.set_mesh(mesh):
        print([float(global_sum(a)[0]) for a in arrays])


if __name__ == "__main__":
    main()
