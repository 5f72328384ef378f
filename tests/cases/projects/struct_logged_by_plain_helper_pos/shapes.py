import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def abstract_params():
    return {"w": jax.ShapeDtypeStruct((16, 16), jnp.float32, sharding=P("data", None))}
