# EXPECT: MESH004
# A module-level functools.partial fixes the gather's out spec; main() applies it to an array unsharded on dim 0.
import functools
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

to_rows = functools.partial(top_level_all_gather, out_sharding=P('x', 'y'))


def main():
    with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
        w = jax.device_put(np.ones((8, 2)), P(None, 'y'))
        return to_rows(w)


main()
