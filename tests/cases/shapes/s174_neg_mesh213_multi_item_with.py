# EXPECT: none
# A multi-item with statement enters a user context manager and jax.set_mesh together (parenthesized form).
import contextlib, time
import jax, jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@contextlib.contextmanager
def timer(name):
    t0 = time.perf_counter()
    yield
    print(name, time.perf_counter() - t0)


mesh = jax.make_mesh((8,), ('x',))
total = jax.shard_map(lambda b: jax.lax.psum(b.sum(), 'x'), in_specs=P('x'), out_specs=P())
with (timer("step"), jax.set_mesh(mesh)):
    total(jax.device_put(jnp.arange(16.0), P('x')))
