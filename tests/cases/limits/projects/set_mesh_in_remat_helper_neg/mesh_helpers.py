import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:4]).reshape((2, 2)), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))

def remat_block_2(arg):
    with jax.set_mesh(mesh):

        def make_step_1():

            def step(arg):
                x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', None))
                y = top_level_all_gather(x, P('data', 'model'))
            return jax.jit(step)
        train_step = make_step_1()
        train_step(jnp.ones((4,)))
