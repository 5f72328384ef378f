# EXPECT: MESH222
# Under jax.set_mesh the array is placed over 'x' only, but the shard_map (no mesh=: the context mesh) says
# P('x', 'y'): over an all-Explicit mesh the input must already match.
import jax
import numpy as np
from jax.sharding import PartitionSpec as P


def main():
    mesh = jax.make_mesh((2, 4), ('x', 'y'))
    with jax.set_mesh(mesh):
        x = jax.device_put(np.arange(64.0).reshape(8, 8), P('x'))
        f = jax.shard_map(lambda a: a + 1, in_specs=P('x', 'y'), out_specs=P('x', 'y'))
        print(f(x).shape)


if __name__ == '__main__':
    main()
