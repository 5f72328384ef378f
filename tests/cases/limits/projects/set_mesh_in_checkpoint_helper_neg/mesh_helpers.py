import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
mesh = jax.make_mesh(axis_shapes=(2, 4), axis_names=('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit))

def block_2(arg):
    with jax.sharding.set_mesh(mesh):

        def scan_body_1(carry, _):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, 'model'))
            y = shard_map_lib.top_level_all_gather(x, P(None, 'data', reduced={'model'}), multi_dim=True)
        jax.lax.scan(scan_body_1, jnp.zeros(()), None, length=2)
