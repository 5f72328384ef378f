# EXPECT: none
# The same new-style loss with the psum over 'data': replicated, as out_specs=P() says.
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


def global_loss(batch):
    return jax.lax.psum(jnp.mean(batch ** 2), 'data') / 4


def main():
    mesh = jax.make_mesh((4,), ('data',))
    batch = jax.device_put(np.ones((8, 4), np.float32), NamedSharding(mesh, P('data')))
    loss = jax.jit(jax.shard_map(global_loss, mesh=mesh, in_specs=P('data'), out_specs=P()))
    print(loss(batch))


if __name__ == '__main__':
    main()
