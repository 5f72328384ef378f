# EXPECT: MESH001
# Generated (tests/generator seed 106, p106_00609), shrunk; analyzer disagreed: fn MESH001 | tlag.
import functools
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

class Trainer_3:

    def __init__(self):
        self.mesh = jax.make_mesh((2, 4), ('data', 'model'), axis_types=(AxisType.Auto, AxisType.Auto))

    def run(self):

        def logged(fn):

            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)
            return wrapper

        @logged
        def logged_step_2():

            class Stage_1:

                def run(stage):
                    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), NamedSharding(self.mesh, P('model', 'data')))
                    y = top_level_all_gather(x, NamedSharding(self.mesh, P('model', 'data')))
            Stage_1().run()
        logged_step_2()

def main():
    Trainer_3().run()
main()
