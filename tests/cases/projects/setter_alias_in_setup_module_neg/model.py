import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

TABLE = jnp.zeros((16, 4), out_sharding=P("data", None))
