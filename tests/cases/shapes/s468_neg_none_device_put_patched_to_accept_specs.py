# EXPECT: none
# A compat shim replaces jax.device_put by a wrapper that turns a bare spec into a NamedSharding: the wrapper runs.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P, NamedSharding, AxisType
mesh = jax.make_mesh((8,), ("data",))
_put = jax.device_put
def put(x, device=None, **kw):
    return _put(x, NamedSharding(mesh, device) if isinstance(device, P) else device, **kw)
jax.device_put = put
x = jax.device_put(jnp.ones(16), P("data"))
