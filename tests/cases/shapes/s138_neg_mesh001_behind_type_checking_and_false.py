# EXPECT: none
# Bad gathers sit inline under `if typing.TYPE_CHECKING:` and `if DEBUG:` (DEBUG = False): never executed.
import typing
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

DEBUG = False

if typing.TYPE_CHECKING:
    with jax.set_mesh(Mesh(np.array(jax.devices()), ('x',))):
        top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
if DEBUG:
    with jax.set_mesh(Mesh(np.array(jax.devices()), ('x',))):
        top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))
