from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P


def gather(x):
    return top_level_all_gather(x, P(reduced={'x'}))
