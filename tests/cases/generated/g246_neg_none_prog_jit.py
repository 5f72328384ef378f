# EXPECT: none
# Generated (tests/generator seed 110, p110_00199), made single-file: out_sharding names an axis ('z') the
# context mesh lacks, so jnp.zeros raises first and the collective after it is never reached.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

with jax.set_mesh(jax.make_mesh(axis_shapes=(2, 4), axis_names=('x', 'y'), axis_types=(AxisType.Auto, AxisType.Auto))):
    def make_step_1():
        def step(arg):
            x = jnp.zeros((16, 8), jnp.float32, out_sharding=P('z', ('x', 'y')))
            y = top_level_all_gather(x, P(None, ('x', 'y')))
            print(y.shape)
            return arg * 2
        return jax.jit(step)
    train_step = make_step_1()
    train_step(jnp.ones((4,)))
