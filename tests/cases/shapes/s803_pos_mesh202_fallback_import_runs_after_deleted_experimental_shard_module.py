# EXPECT: MESH202
# A compat block tries the old `jax.experimental.shard` module first; jax 0.7.0 deleted it, so the fallback in
# the `except ImportError:` runs, and that fallback imports use_mesh, which jax 0.7.1 removed.
import jax
import jax.numpy as jnp

try:
    from jax.experimental.shard import reshard
    from jax.sharding import set_mesh as mesh_context
except ImportError:
    from jax.sharding import reshard, use_mesh as mesh_context

from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("batch",))
with mesh_context(mesh):
    x = reshard(jnp.ones((16, 4)), P("batch", None))
    print(jax.typeof(x))
