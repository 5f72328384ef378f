import jax
from jax._src.shard_map import top_level_all_gather
from jax.sharding import PartitionSpec as P

import a


def gather_under(mesh, x):
    with jax.set_mesh(mesh):
        return top_level_all_gather(jax.device_put(x, P('x')), P(reduced={'x'}))


def default_run(x):
    return a.run(x)
