import jax
import numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

mesh = Mesh(np.array(jax.devices()[:8]).reshape((2, 4)), ('data', 'model'), axis_types=(AxisType.Auto,) * 2)


@jax.jit
def step(batch):
    # set_mesh inside a jitted function raises "can only be used outside of jax.jit" before the gather runs
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', None))
        return top_level_all_gather(x, P(None, None)) + batch
