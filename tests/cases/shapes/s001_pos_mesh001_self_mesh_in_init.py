# EXPECT: MESH001
# Class holding the mesh in self: Trainer.__init__ builds a Mesh (Auto by default), step() enters it and gathers.
import jax, numpy as np
from jax.sharding import Mesh, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather


class Trainer:
    def __init__(self):
        self.mesh = Mesh(np.array(jax.devices()), ('data',))

    def step(self):
        with jax.set_mesh(self.mesh):
            w = jax.device_put(np.ones((16,)), P('data'))
            return top_level_all_gather(w, P(reduced={'data'}))


Trainer().step()
