# EXPECT: MESH204
# A checkpoint-restore target: ShapeDtypeStructs with bare specs (accepted when built), whose shardings are read
# by a jax.tree.map over the target with no mesh set.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

target = {
    "w": jax.ShapeDtypeStruct((8, 4), jnp.float32, sharding=P("data", None)),
    "b": jax.ShapeDtypeStruct((4,), jnp.float32, sharding=P()),
}
state = jax.tree.map(lambda s: jax.device_put(jnp.zeros(s.shape, s.dtype), s.sharding), target)
