# EXPECT: none
# A compat block tries the current layout first (jax.sharding has reshard and set_mesh); only if that fails does
# it fall back to the deleted `jax.experimental.shard` module and the removed use_mesh, which never runs here.
import jax
import jax.numpy as jnp

try:
    from jax.sharding import reshard, set_mesh as mesh_context
except ImportError:
    from jax.experimental.shard import reshard
    from jax.sharding import use_mesh as mesh_context

from jax.sharding import PartitionSpec as P

mesh = jax.make_mesh((8,), ("batch",))
with mesh_context(mesh):
    x = reshard(jnp.ones((16, 4)), P("batch", None))
    print(jax.typeof(x))
