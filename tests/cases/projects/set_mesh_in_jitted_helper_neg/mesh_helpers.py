import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 2, 2)), ('data', 'fsdp', 'model'), axis_types=(AxisType.Auto,) * 3)

@jax.jit
def step_1(arg):
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(('data', 'model'), None))
        y = top_level_all_gather(x, P(None, None))
