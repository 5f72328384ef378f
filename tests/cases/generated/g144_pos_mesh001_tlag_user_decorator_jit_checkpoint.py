# EXPECT: MESH001
# Generated (tests/generator seed 106, p106_01123), shrunk; analyzer disagreed: fn MESH001 | tlag.
import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

def with_mesh(m):

    def deco(fn):

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(m):
                return fn(*args, **kwargs)
        return wrapper
    return deco
mesh = jax.make_mesh((2,), ('x',), axis_types=(AxisType.Auto,), devices=jax.devices()[:2])

def main():

    @with_mesh(mesh)
    def under_mesh():

        def block_2(arg):

            def make_step_1():

                def step(arg):
                    x = jax.device_put(np.arange(128.0, dtype=np.float32).reshape(16, 8), P('x', None))
                    y = top_level_all_gather(x, P(None, None, reduced={'x'}))
                return jax.jit(step)
            train_step = make_step_1()
            train_step(jnp.ones((4,)))
        jax.checkpoint(block_2)(jnp.ones((4,)))
    under_mesh()
main()
