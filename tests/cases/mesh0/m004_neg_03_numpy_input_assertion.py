# EXPECT: none
# Unsharded host input (numpy) with a sharding out spec: the aval-mesh assertion fails first.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh((8,), ('x',))):
    top_level_all_gather(np.arange(16.), P('x'))
