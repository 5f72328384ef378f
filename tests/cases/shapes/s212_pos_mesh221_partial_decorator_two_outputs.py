# EXPECT: MESH221
# A decorator-form shard_map over a 2-D mesh returning two outputs: the gradient-like one is psum'd over 'data'
# only, and its out_spec leaves 'model' out while the input varied over it.
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, PartitionSpec as P

mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ('data', 'model'))


@jax.jit
@partial(jax.shard_map, mesh=mesh, in_specs=P('data', 'model'), out_specs=(P(None, 'model'), P()))
def stats(x):
    local = x.sum(axis=0, keepdims=True)
    total = jax.lax.psum(local, 'data')
    return total, jax.lax.psum(jnp.max(x), 'data')


def main():
    print(stats(np.ones((8, 8))))


if __name__ == '__main__':
    main()
