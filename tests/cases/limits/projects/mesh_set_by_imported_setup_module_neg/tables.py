# Module-level tables placed at import time: the importer has set the mesh by then.
import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

EMBED = jax.device_put(jnp.ones((16, 4)), P("data", None))
POS = jnp.zeros((16,), out_sharding=P("data"))
