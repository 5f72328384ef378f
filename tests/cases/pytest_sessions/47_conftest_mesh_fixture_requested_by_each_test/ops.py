import jax
from jax.sharding import PartitionSpec as P


def place(x):
    return jax.device_put(x, P("data"))
