# EXPECT: MESH002
# The out spec comes from a dict of sharding rules and forgets reduced={'data'}; gathered inside a jitted step.
import jax, numpy as np
from jax.sharding import PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

RULES = {"param": P('data'), "replicated": P(None)}


@jax.jit
def step(w):
    return top_level_all_gather(w, RULES["replicated"]) * 2


mesh = jax.make_mesh((8,), ('data',))
with jax.set_mesh(mesh):
    step(jax.device_put(np.arange(16.), RULES["param"]))
