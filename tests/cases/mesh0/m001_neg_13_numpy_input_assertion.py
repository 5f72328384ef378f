# EXPECT: none
# Explicit context, but the input is a host numpy array: an AssertionError, not the context-mesh error.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((4, 2), ('x', 'y'))):
    top_level_all_gather(np.ones((8, 2)), P(None, None, reduced={'x'}))
