# EXPECT: none
# The same partial with reduced={'x'} in its out spec (correct).
import functools
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

to_cols = functools.partial(top_level_all_gather, out_sharding=P(None, 'y', reduced={'x'}))


def main():
    with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
        w = jax.device_put(np.ones((8, 2)), P('x', 'y'))
        return to_cols(w)


main()
