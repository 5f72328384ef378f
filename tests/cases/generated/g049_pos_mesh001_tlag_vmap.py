# EXPECT: MESH001
# Generated (tests/generator seed 104, p104_00672), shrunk; analyzer disagreed: fn MESH001 | tlag.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src import shard_map as shard_map_lib
mesh = jax.make_mesh((2, 2, 2), ('x', 'y', 'z'), axis_types=(AxisType.Auto, AxisType.Auto, AxisType.Auto))

def stage_2():
    with jax.set_mesh(mesh) as active_mesh:

        def per_example_1(arg):
            x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P(None, ('x', 'y')))
            y = shard_map_lib.top_level_all_gather(x, P(None, None, reduced={'x', 'y'}))
        jax.vmap(per_example_1)(jnp.ones((2, 4)))
jax.named_call(stage_2, name='stage')()
