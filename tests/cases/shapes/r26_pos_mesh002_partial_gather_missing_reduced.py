# EXPECT: MESH002
# The partial gathers an ('x', 'y')-sharded array to P(None, 'y') but does not say reduced={'x'}.
import functools
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

to_cols = functools.partial(top_level_all_gather, out_sharding=P(None, 'y'))


def main():
    with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
        w = jax.device_put(np.ones((8, 2)), P('x', 'y'))
        return to_cols(w)


main()
