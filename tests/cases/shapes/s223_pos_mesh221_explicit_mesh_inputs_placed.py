# EXPECT: MESH221
# New-style code over jax.make_mesh (all Explicit): the batch is placed as the in_specs say, so shard_map takes
# it, and then the per-shard loss is claimed replicated (out_specs=P()) without a psum over 'data'.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


def local_loss(batch):
    return jnp.mean(batch ** 2)


def main():
    mesh = jax.make_mesh((4,), ('data',))
    batch = jax.device_put(np.ones((8, 4), np.float32), NamedSharding(mesh, P('data')))
    loss = jax.jit(jax.shard_map(local_loss, mesh=mesh, in_specs=P('data'), out_specs=P()))
    print(loss(batch))


if __name__ == '__main__':
    main()
