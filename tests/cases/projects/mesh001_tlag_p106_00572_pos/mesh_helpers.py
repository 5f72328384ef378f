import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
mesh = jax.make_mesh(axis_shapes=(2, 4), axis_names=('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))

def main():
    with mesh:

        def scan_body_1(carry, _):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(mesh, P(None, 'y')))
            y = shard_map_lib.top_level_all_gather(x, P(None, None, reduced={'y'}))
        jax.lax.scan(scan_body_1, jnp.zeros(()), None, length=2)
