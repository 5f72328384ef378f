import jax
import numpy as np
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P


def gathered_arange(n):
    with jax.set_mesh(jax.make_mesh((8,), ('x',))):
        x = jax.device_put(np.arange(float(n)), P('x'))
        return top_level_all_gather(x, P(reduced={'x'}))
