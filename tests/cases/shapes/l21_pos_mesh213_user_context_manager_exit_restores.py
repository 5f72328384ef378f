# EXPECT: MESH213
# Inside the project's context manager the shard_map (no mesh=) would work; it is called after the `with`
# block, where the context manager has put back the empty context mesh.
import contextlib
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def data_parallel(n):
    with jax.set_mesh(jax.make_mesh((n,), ('data',))):
        yield


with data_parallel(8):
    total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'data'), in_specs=P('data'), out_specs=P())
total(jnp.arange(16.0))
