import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P

from mesh_lib import get_global_mesh


def init_params():
    with jax.set_mesh(get_global_mesh()):
        return {"w": jnp.zeros((16,), out_sharding=P("data"))}
