# EXPECT: MESH003
# Generated (tests/generator seed 106, p106_01323), shrunk; analyzer disagreed: fn MESH003 | tlag.
import functools
import jax
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
global_mesh = jax.make_mesh((2, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit), devices=jax.devices()[:4])

def run_with_mesh_2(mesh):
    with jax.sharding.set_mesh(mesh):

        class Stage_1:

            def run(stage):
                x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('data', None))
                y = top_level_all_gather(x, P('model', None, reduced={'data'}))
        Stage_1().run()

def logged(fn):

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper

@logged
def logged_step_3():
    run_with_mesh_2(global_mesh)

def main():
    logged_step_3()
main()
