# EXPECT: MESH201
# A training loop: the use_mesh block sits inside main(), which runs.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


def main():
    mesh = jax.make_mesh((8,), ('data',))
    params = {'w': jnp.ones((4, 4))}
    for step in range(2):
        with jax.sharding.use_mesh(mesh):
            batch = jax.device_put(np.ones((16, 4), np.float32), NamedSharding(mesh, P('data')))
            params = jax.tree.map(lambda p: p - 0.1 * jnp.mean(batch), params)
    return params


if __name__ == '__main__':
    main()
