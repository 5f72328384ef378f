# EXPECT: MESH001
# A trainer method under use_abstract_mesh of an all-Auto mesh: the grad body runs, and top_level_all_gather
# needs Explicit axes.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Trainer:
    def __init__(self):
        self.mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])

    def run(self):
        with jax.sharding.use_abstract_mesh(self.mesh.abstract_mesh):
            def loss(arg):
                x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(self.mesh, P('x', None)))
                top_level_all_gather(x, P('x', 'x'), multi_dim=False)
                return jnp.sum(arg ** 2)
            jax.grad(loss)(jnp.ones((4,)))


Trainer().run()
