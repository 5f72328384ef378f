import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

x = jax.device_put(jnp.ones((8, 8)), P("data", "model"))
