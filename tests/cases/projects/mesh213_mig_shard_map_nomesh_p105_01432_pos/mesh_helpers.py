import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P
mesh = jax.make_mesh((2, 2), ('x', 'y'), axis_types=(AxisType.Auto, AxisType.Explicit), devices=jax.devices()[:4])

def main():
    with mesh:

        @jax.jit
        def step_1(arg):
            f = jax.shard_map(lambda a: a * 2, in_specs=P('x'), out_specs=P('x'))
            print(f(np.ones((16, 8), np.float32)).shape)
        step_1(jnp.ones((4,)))
