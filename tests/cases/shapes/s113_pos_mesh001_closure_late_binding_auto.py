# EXPECT: MESH001
# A closure reads the module-level mesh at call time: Explicit when defined, rebound to an Auto Mesh(...) before the call.
import jax, numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))


def step():
    with jax.set_mesh(mesh):
        return top_level_all_gather(jax.device_put(np.arange(16.), P('x')), P(reduced={'x'}))


mesh = Mesh(np.array(jax.devices()), ('x',))
step()
