# EXPECT: MESH223
# A pipeline schedule carries the activations (sharded over 'data') through a scan and mixes in the stage number
# (lax.axis_index('stage')): the carry starts varying over 'data' only and comes out varying over 'stage' too.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import PartitionSpec as P


def make_pipeline(mesh, num_steps):
    def run(x):
        def step(h, _):
            stage = jax.lax.axis_index('stage')
            return h * 0.5 + stage, None

        h, _ = jax.lax.scan(step, x, None, length=num_steps)
        return h

    return jax.jit(jax.shard_map(run, mesh=mesh, in_specs=P('data'), out_specs=P('data')))


mesh = jax.make_mesh((2, 2), ('data', 'stage'), axis_types=(jax.sharding.AxisType.Auto,) * 2)
print(make_pipeline(mesh, 3)(np.ones((8, 4), np.float32)).shape)
