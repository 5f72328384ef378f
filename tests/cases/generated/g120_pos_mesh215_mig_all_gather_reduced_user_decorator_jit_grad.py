# EXPECT: MESH215
# Generated (tests/generator seed 105, p105_00365), shrunk; analyzer disagreed: fn MESH215 | mig.all_gather_reduced.
import functools
import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AbstractMesh, AxisType, Mesh, NamedSharding, PartitionSpec as P

def with_mesh(m):

    def deco(fn):

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            with jax.set_mesh(m):
                return fn(*args, **kwargs)
        return wrapper
    return deco
mesh = jax.make_mesh((4, 2), ('data', 'model'), axis_types=(AxisType.Explicit, AxisType.Explicit))

def main():

    @with_mesh(mesh)
    def under_mesh():

        def loss_1(arg):
            w = jax.device_put(np.arange(16.0, dtype=np.float32), P())
            g = jax.jit(jax.shard_map(lambda b: jax.lax.all_gather(b, 'data', tiled=True, to='reduced'), in_specs=P(), out_specs=P(reduced={'data'})))
            print(g(w).shape)
        jax.value_and_grad(loss_1)(jnp.ones((4,)))
    under_mesh()
main()
