# EXPECT: none
# try/except binds a fallback Auto mesh; the try body succeeds, so the Explicit mesh reaches the call.
import jax
import jax.numpy as jnp
from jax.sharding import AxisType, PartitionSpec as P
from jax._src.shard_map import top_level_all_gather

try:
    mesh = jax.make_mesh((8,), ('x',), axis_types=(AxisType.Explicit,))
except Exception:
    mesh = jax.sharding.Mesh(jax.devices(), ('x',))
with jax.set_mesh(mesh):
    top_level_all_gather(jax.device_put(jnp.arange(16.), P("x")), P(reduced={"x"}))
