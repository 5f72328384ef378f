# EXPECT: MESH001
# Generated (tests/generator seed 106, p106_00887), shrunk; analyzer disagreed: fn MESH001 | tlag.
import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather
mesh = Mesh(np.array(jax.devices()[:8]).reshape((4, 2)), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Auto))

def stage_3():
    with jax.sharding.set_mesh(mesh):

        def logged(fn):

            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                return fn(*args, **kwargs)
            return wrapper

        @logged
        def logged_step_2():

            def make_step_1():

                def step(arg):
                    x = np.arange(128.0, dtype=np.float32).reshape(16, 8)
                    y = top_level_all_gather(x, P(None, None, reduced={'data', 'model'}), multi_dim=True)
                return jax.jit(step)
            train_step = make_step_1()
            train_step(jnp.ones((4,)))
        logged_step_2()
jax.named_call(stage_3, name='stage')()
