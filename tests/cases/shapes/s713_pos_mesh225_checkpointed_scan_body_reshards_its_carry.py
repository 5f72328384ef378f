# EXPECT: MESH225
# A rematerialised scan body (jax.checkpoint, the usual memory saving for long sequences) reshards its carry
# to replicated: the carry's type changes on the Explicit axis and the scan refuses it.
import jax, jax.numpy as jnp, numpy as np
from jax.sharding import PartitionSpec as P
mesh = jax.make_mesh((8,), ("x",))
@jax.checkpoint
def body(h, _):
    return jax.reshard(h, P()), None
with jax.set_mesh(mesh):
    h = jax.device_put(np.ones((16,), np.float32), P("x"))
    jax.lax.scan(body, h, None, length=2)
