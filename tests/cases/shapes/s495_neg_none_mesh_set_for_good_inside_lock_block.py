# EXPECT: none
# The mesh is set for good inside a lock's block: a context manager the analysis cannot see restores what
# its own entry changed, not what the block set, so the mesh is still set after it.
import threading
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

_lock = threading.Lock()
with _lock:
    jax.set_mesh(jax.make_mesh((8,), ('data',)))
x = jax.device_put(jnp.ones(8), P('data'))
